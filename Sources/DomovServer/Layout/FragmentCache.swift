import Synchronization

/// Pieces of a page that depend only on a few small values (the language, the section) and
/// yet are on every page: each is built once per key and then reused. Keys must come from a
/// small, fixed set, since nothing is ever evicted.
final class FragmentCache<Key: Hashable & Sendable>: Sendable {
    private let built = Mutex<[Key: HTML]>([:])

    func fragment(_ key: Key, build: () -> HTML) -> HTML {
        if let fragment = built.withLock({ $0[key] }) { return fragment }
        let fragment = build()
        built.withLock { $0[key] = fragment }
        return fragment
    }
}

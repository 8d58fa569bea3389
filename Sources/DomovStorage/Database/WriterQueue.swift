/// Write transactions of one process on SQLite, one at a time and in the order they asked.
///
/// SQLite runs one write transaction at a time anyway. Without this queue, every writer past
/// the first waits inside SQLite's busy handler: on a pooled connection and on a thread of the
/// connections' pool, and only for the busy timeout, after which it fails with "database is
/// locked". Under load, ten concurrent writers failed that way (a storage test on a busy CI
/// machine). Here a waiting writer holds neither, and waits as long as it takes. Writers of
/// other processes on the same file still meet on the busy timeout.
actor WriterQueue {
    private var isWriting = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard isWriting else {
            isWriting = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the next writer, who continues as the one writing.
    func leave() {
        if waiting.isEmpty {
            isWriting = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// A transaction started inside another one's body: a bug, refused rather than left waiting.
struct NestedTransaction: Error, CustomStringConvertible {
    var description: String { "a transaction was started inside another transaction" }
}

/// Limits how many per-test PostgreSQL databases exist at once. Swift Testing runs tests in
/// parallel, and each open database holds pooled connections; without a limit a large run
/// could exhaust the server's `max_connections` (100 by default).
actor PostgresGate {
    static let shared = PostgresGate(limit: 6)

    private let limit: Int
    private var inside = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = limit
    }

    func enter() async {
        if inside < limit {
            inside += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            inside -= 1
        } else {
            // The place passes straight to the next waiter.
            waiting.removeFirst().resume()
        }
    }
}

import NIOCore
import NIOPosix

/// The event loops test databases run on. Few and fixed, whatever the machine's core count,
/// because each loop gets its own connections: on a many-core machine, parallel tests on the
/// shared singleton could together exceed PostgreSQL's `max_connections`.
enum TestEventLoops {
    static let group: any EventLoopGroup = MultiThreadedEventLoopGroup(numberOfThreads: 2)
}

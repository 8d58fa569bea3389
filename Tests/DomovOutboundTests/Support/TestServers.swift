import NIOCore
import NIOPosix

/// Tiny TCP servers that stand in for a misbehaving outside world.
enum TestServers {
    /// A port on loopback that nothing listens on: bound once, then closed.
    static func closedPort() async throws -> Int {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0).get()
        let port = channel.localAddress!.port!
        try await channel.close()
        return port
    }

    /// Accepts connections and sends `script` (or nothing), then closes if asked, or stays silent.
    static func scripted(_ script: String?, thenClose: Bool) async throws -> any Channel {
        try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(ScriptedHandler(script: script, thenClose: thenClose))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
    }
}

extension TestServers {
    /// An HTTP server in one reply: reads a request's head, answers `response` (raw HTTP/1.1)
    /// and closes the connection.
    static func answering(_ response: String) async throws -> any Channel {
        try await answering(bytes: Array(response.utf8))
    }

    /// The same with a raw answer, which may hold bytes that are not UTF-8.
    static func answering(bytes response: [UInt8]) async throws -> any Channel {
        try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(AnsweringHandler(response: response))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
    }
}

private final class AnsweringHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let response: [UInt8]
    var received = ""
    var answered = false

    init(response: [UInt8]) {
        self.response = response
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        received += buffer.readString(length: buffer.readableBytes) ?? ""
        guard !answered, received.contains("\r\n\r\n") else { return }
        answered = true
        // Only the sending half is closed: closing the whole socket while the rest of the
        // request (a PROPFIND's body) was still unread would send a reset, which can reach the
        // client before it has read a long answer, and the test would see "unreachable".
        // The client closes its half after the answer, and NIO then closes the channel.
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(bytes: response))).whenComplete { _ in
            context.close(mode: .output).whenFailure { _ in context.close(promise: nil) }
        }
    }
}

private final class ScriptedHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let script: String?
    let thenClose: Bool

    init(script: String?, thenClose: Bool) {
        self.script = script
        self.thenClose = thenClose
    }

    func channelActive(context: ChannelHandlerContext) {
        if let script {
            context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: script)), promise: nil)
        }
        if thenClose { context.close(promise: nil) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // Whatever the client says is ignored.
    }
}

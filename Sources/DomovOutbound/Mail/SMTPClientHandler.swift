import NIOCore
import NIOSSL
import Synchronization

/// The first thing that went wrong on one connection, shared between the event loop and the
/// task waiting for replies: once the channel is closed, later writes only learn "closed",
/// and this keeps the real reason (a malformed reply, a TLS error, a timeout).
final class SMTPConnectionFailure: Sendable {
    private let first = Mutex<SMTPError?>(nil)

    /// Records `error` unless something was recorded already; returns what is recorded.
    @discardableResult
    func record(_ error: SMTPError) -> SMTPError {
        first.withLock { first in
            if first == nil { first = error }
            return first!
        }
    }

    var error: SMTPError? { first.withLock { $0 } }
}

/// Splits the byte stream into lines at LF, dropping a CR before it.
struct SMTPLineDecoder: ByteToMessageDecoder {
    typealias InboundOut = String
    /// RFC 5321 allows 512 octets per reply line; be lenient, but never buffer without bound.
    static let maximumLineLength = 8192

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) else {
            if buffer.readableBytes > Self.maximumLineLength {
                throw SMTPError.protocolViolation("reply line longer than \(Self.maximumLineLength) bytes")
            }
            return .needMoreData
        }
        var line = buffer.readString(length: newline - buffer.readerIndex) ?? ""
        buffer.moveReaderIndex(forwardBy: 1)
        if line.hasSuffix("\r") { line.removeLast() }
        context.fireChannelRead(wrapInboundOut(line))
        return .continue
    }

    mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        // A partial line at EOF is dropped: the pending command then sees the connection drop.
        while try decode(context: context, buffer: &buffer) == .continue {}
        return .needMoreData
    }
}

/// A command to send (nil for the greeting, which arrives unasked) and the promise of its reply.
struct SMTPRequest {
    var bytes: ByteBuffer?
    var stage: String
    var promise: EventLoopPromise<SMTPReply>
}

/// Matches replies to requests in order. Whatever goes wrong (a malformed reply, a TLS error,
/// the peer closing) fails every waiting request, so no caller can wait forever.
final class SMTPClientHandler: ChannelDuplexHandler {
    typealias InboundIn = String
    typealias OutboundIn = SMTPRequest
    typealias OutboundOut = ByteBuffer

    private var waiting = CircularBuffer<SMTPRequest>()
    private var unclaimed = CircularBuffer<SMTPReply>()
    private var assembler = SMTPReplyAssembler()
    private var failure: SMTPError?
    private let connectionFailure: SMTPConnectionFailure

    init(connectionFailure: SMTPConnectionFailure) {
        self.connectionFailure = connectionFailure
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let request = unwrapOutboundIn(data)
        if let failure {
            request.promise.fail(failure)
            promise?.fail(failure)
            return
        }
        if let reply = unclaimed.popFirst() {
            // A reply nobody asked for yet: the greeting, or a 421 the server sent before
            // closing. It answers this request; the command is not sent.
            request.promise.succeed(reply)
            promise?.succeed(())
            return
        }
        waiting.append(request)
        if let bytes = request.bytes {
            context.write(wrapOutboundOut(bytes), promise: promise)
        } else {
            promise?.succeed(())
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        do {
            guard let reply = try assembler.feed(unwrapInboundIn(data)) else { return }
            if let request = waiting.popFirst() {
                request.promise.succeed(reply)
            } else {
                unclaimed.append(reply)
            }
        } catch {
            abort(error, context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        abort(Self.classify(error, stage: waiting.first?.stage ?? "a reply"), context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        abort(.connectionDropped(stage: waiting.first?.stage ?? "a reply"), context: context)
        context.fireChannelInactive()
    }

    /// The first failure wins: a TLS error followed by the close reports the TLS error.
    private func abort(_ error: SMTPError, context: ChannelHandlerContext) {
        if failure == nil { failure = connectionFailure.record(error) }
        while let request = waiting.popFirst() {
            request.promise.fail(failure!)
        }
        context.close(promise: nil)
    }

    /// Maps what NIO and NIOSSL report to the scheduler's categories.
    static func classify(_ error: any Error, stage: String) -> SMTPError {
        switch error {
        case let error as SMTPError:
            return error
        case NIOSSLError.uncleanShutdown:
            return .connectionDropped(stage: stage)
        case let error as NIOSSLError:
            return .tlsFailure(String(describing: error))
        case let error as NIOSSLExtraError:
            return .tlsFailure(String(describing: error))
        case let error as BoringSSLError:
            return .tlsFailure(String(describing: error))
        case let error as ByteToMessageDecoderError:
            return .protocolViolation(String(describing: error))
        case let error as IOError:
            return .connectionFailed(String(describing: error))
        case ChannelError.ioOnClosedChannel, ChannelError.alreadyClosed, ChannelError.eof:
            return .connectionDropped(stage: stage)
        default:
            return .connectionFailed(String(describing: error))
        }
    }
}

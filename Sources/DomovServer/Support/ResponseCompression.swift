import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOHTTPTypesHTTP1

/// Pages, stylesheets, scripts, JSON and XML of a kilobyte or more go out gzip-compressed to
/// clients that accept it: an agenda page shrinks to a fifth, which a phone on a slow line feels.
///
/// swift-nio-extras' compressor (the zlib Domov's tree already builds for async-http-client)
/// works on NIOHTTP1's parts, while Hummingbird's channel hands its extra handlers HTTP types;
/// so the handlers convert to HTTP/1 parts, compress, and convert back. Compressing in the
/// channel rather than in a middleware keeps every route, CalDAV's answers included, alike.
enum ResponseCompression {
    /// Smaller answers gain less than gzip's own header and trailer cost.
    static let minimumSize = 1024

    /// The handlers after Hummingbird's HTTP/1 codec, in pipeline order.
    static func channelHandlers() -> [any RemovableChannelHandler] {
        [
            HTTPToHTTP1ServerCodec(),
            AcceptEncodingFilter(),
            HTTPResponseCompressor(initialByteBufferCapacity: 0, responseCompressionPredicate: shouldCompress),
            HTTP1ToHTTPServerCodec(secure: false),
        ]
    }

    /// Text that compresses well, with a known length: an answer without Content-Length is a
    /// stream (the live notices' event stream among them), whose parts must leave at once and
    /// not wait in a compressor. Images, fonts and archives are compressed already.
    static func shouldCompress(_ head: inout HTTPResponseHead, _ clientAccepts: Bool) -> HTTPResponseCompressor.CompressionIntent {
        guard isCompressible(contentType: head.headers.first(name: "content-type")) else { return .doNotCompress }
        // Whether or not this answer was compressed, a shared cache must keep the two apart.
        if !head.headers[canonicalForm: "vary"].contains(where: { $0.lowercased() == "accept-encoding" || $0 == "*" }) {
            head.headers.add(name: "Vary", value: "Accept-Encoding")
        }
        guard clientAccepts, !head.headers.contains(name: "content-encoding"),
              let length = head.headers.first(name: "content-length").flatMap(Int.init), length >= minimumSize
        else { return .doNotCompress }
        // Hummingbird flushes the head before the body, and the compressor sends a head it
        // has flushed as it is: with the uncompressed length, a browser would wait for bytes
        // that never come. Without a length the answer goes out chunked.
        head.headers.remove(name: "content-length")
        return .compressIfPossible
    }

    static func isCompressible(contentType: String?) -> Bool {
        guard let contentType else { return false }
        let type = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if ["text/html", "text/css", "text/javascript", "application/javascript", "application/json", "application/xml", "text/xml"].contains(type) {
            return true
        }
        // application/problem+json, application/manifest+json, image/svg+xml and the like.
        return type.hasSuffix("+json") || type.hasSuffix("+xml")
    }
}

/// What the compressor is told the client accepts. It would pick deflate over gzip when a
/// browser names both without weights ("gzip, deflate, br"); deflate is left out, so gzip it is.
/// And an answer to HEAD has a Content-Length but no body: the compressor, not knowing the
/// method, would write a gzip trailer as one, so HEAD requests accept no encoding (their
/// headers then tell the uncompressed length, which RFC 9110 allows). Nothing in Domov reads
/// Accept-Encoding itself.
final class AcceptEncodingFilter: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), head.headers.contains(name: "accept-encoding") else {
            context.fireChannelRead(data)
            return
        }
        let offered = head.headers[canonicalForm: "accept-encoding"]
            .filter { !$0.lowercased().hasPrefix("deflate") }
            .map(String.init)
        head.headers.remove(name: "accept-encoding")
        if head.method != .HEAD, !offered.isEmpty {
            head.headers.add(name: "Accept-Encoding", value: offered.joined(separator: ", "))
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }
}

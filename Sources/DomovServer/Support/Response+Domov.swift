import DomovCore
import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

extension Response {
    /// An HTML page. Pages carry per-user data, so no shared cache may keep them.
    static func html(_ html: HTML, status: HTTPResponse.Status = .ok) -> Response {
        var headers: HTTPFields = [:]
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html.rendered)))
    }

    /// 303 See Other: after a POST the browser follows with a GET, so reloading never resubmits.
    static func redirect(to url: SiteURL) -> Response {
        redirect(toPath: url.path)
    }

    static func redirect(toPath path: String) -> Response {
        Response(status: .seeOther, headers: [.location: path])
    }

    static func json<Value: Encodable>(_ value: Value, status: HTTPResponse.Status = .ok) throws -> Response {
        var headers: HTTPFields = [:]
        headers[.contentType] = "application/json"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: try APICoding.encoder.encode(value))))
    }
}

enum APICoding {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

import DomovCore
import Foundation
import Hummingbird

/// An RFC 9457 problem document, with the field-level errors Domov adds as `errors`.
struct Problem: Codable, Sendable {
    struct FieldMessage: Codable, Sendable, Equatable {
        let field: String
        let message: String
    }

    var type: String = "about:blank"
    let title: String
    let status: Int
    var detail: String?
    var errors: [FieldMessage]?

    func response(extraHeaders: HTTPFields = [:]) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        var headers = extraHeaders
        headers[.contentType] = "application/problem+json"
        return Response(
            status: HTTPResponse.Status(code: status), headers: headers,
            body: .init(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}

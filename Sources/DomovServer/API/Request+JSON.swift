import DomovCore
import Foundation
import Hummingbird

extension Request {
    /// Reads a JSON body. Only `application/json` is accepted: browsers cannot send that
    /// cross-site without a preflight, which is half of the API's CSRF defence.
    mutating func decodeJSON<Value: Decodable>(as type: Value.Type, context: DomovRequestContext) async throws -> Value {
        guard let contentType = headers[.contentType], contentType.lowercased().hasPrefix("application/json") else {
            throw MalformedRequest(status: .unsupportedMediaType, detail: "Send the body as application/json.")
        }
        let body = try await collectBody(upTo: context.maxUploadSize)
        do {
            return try APICoding.decoder.decode(Value.self, from: Data(body.readableBytesView))
        } catch let error as DecodingError {
            throw MalformedRequest(detail: Self.describe(error))
        } catch {
            throw MalformedRequest(detail: "The body is not valid JSON.")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: "The body is not valid JSON."
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            "Wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))."
        case .keyNotFound(let key, _): "Missing \(key.stringValue)."
        @unknown default: "The body could not be read."
        }
    }
}

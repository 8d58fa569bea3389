import DomovCore
import Foundation
import Hummingbird

extension Request {
    /// Reads a JSON body. Only `application/json` is accepted: browsers cannot send that
    /// cross-site without a preflight, which is half of the API's CSRF defence.
    mutating func decodeJSON<Value: Decodable>(as type: Value.Type, context: some RequestContext) async throws -> Value {
        guard let contentType = headers[.contentType], contentType.lowercased().hasPrefix("application/json") else {
            throw MalformedRequest(status: .unsupportedMediaType, detail: "Send the body as application/json.")
        }
        let body = try await collectBody(upTo: context.maxUploadSize)
        let data = Data(body.readableBytesView)
        let value: Value
        do {
            value = try APICoding.decoder.decode(Value.self, from: data)
        } catch let error as DecodingError {
            throw MalformedRequest(detail: Self.describe(error))
        } catch {
            throw MalformedRequest(detail: "The body is not valid JSON.")
        }
        // A NUL can only come as the escape \u0000 (a raw one is not JSON); PostgreSQL cannot
        // store it in text and SQLite would, so it is refused here, naming the fields.
        // (The text may also be an escaped backslash before "u0000", which is no NUL.)
        if data.range(of: Data("\\u0000".utf8)) != nil {
            let fields = Self.fieldsWithNUL(in: (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) ?? [:])
            if !fields.isEmpty { throw ValidationFailure(fields.map { FieldError($0, .controlCharacter) }) }
        }
        return value
    }

    /// The dotted paths ("keys.auth", "items.2.title") of the strings, or keys, holding a NUL.
    static func fieldsWithNUL(in json: Any, path: String = "") -> [String] {
        func joined(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
        switch json {
        case let string as String:
            return string.utf8.contains(0) ? [path.isEmpty ? "body" : path] : []
        case let array as [Any]:
            return array.enumerated().flatMap { fieldsWithNUL(in: $1, path: joined(String($0))) }
        case let object as [String: Any]:
            return object.keys.sorted().flatMap { key in
                key.utf8.contains(0)
                    ? [joined(key.replacingOccurrences(of: "\0", with: ""))] : fieldsWithNUL(in: object[key]!, path: joined(key))
            }
        default:
            return []
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

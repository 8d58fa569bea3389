import Foundation

/// A `multipart/form-data` body (RFC 7578), as a file upload form sends it: text fields and
/// files, by field name. Only what browsers send is read: one level, no nested multiparts.
struct MultipartFormData: Sendable {
    struct File: Sendable, Equatable {
        var filename: String
        var contentType: String
        var data: Data
    }

    var fields: [(String, String)] = []
    var files: [String: File] = [:]

    /// Nil for a body that does not follow the boundary the header names.
    init?(body: Data, contentType: String) {
        guard
            let boundaryParameter = contentType.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) })
                .first(where: { $0.lowercased().hasPrefix("boundary=") })
        else { return nil }
        let boundary = boundaryParameter.dropFirst("boundary=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        guard !boundary.isEmpty else { return nil }
        let delimiter = Data("--\(boundary)".utf8)
        let headerEnd = Data("\r\n\r\n".utf8)

        var position = body.startIndex
        guard let first = body.range(of: delimiter, in: position..<body.endIndex) else { return nil }
        position = first.upperBound
        while true {
            // After a delimiter: "--" ends the body, CRLF starts a part.
            if body[position...].starts(with: Data("--".utf8)) { return }
            guard body[position...].starts(with: Data("\r\n".utf8)) else { return nil }
            position += 2
            guard let next = body.range(of: Data("\r\n".utf8) + delimiter, in: position..<body.endIndex),
                let headersEnd = body.range(of: headerEnd, in: position..<next.lowerBound)
            else { return nil }
            let headers = String(decoding: body[position..<headersEnd.lowerBound], as: UTF8.self)
            let content = body[headersEnd.upperBound..<next.lowerBound]
            addPart(headers: headers, content: Data(content))
            position = next.upperBound
        }
    }

    private mutating func addPart(headers: String, content: Data) {
        var disposition = ""
        var type = "text/plain"
        for line in headers.components(separatedBy: "\r\n") {
            let pieces = line.split(separator: ":", maxSplits: 1)
            guard pieces.count == 2 else { continue }
            switch pieces[0].lowercased() {
            case "content-disposition": disposition = String(pieces[1])
            case "content-type": type = pieces[1].trimmingCharacters(in: .whitespaces)
            default: break
            }
        }
        let parameters = Self.parameters(disposition)
        guard let name = parameters["name"] else { return }
        if let filename = parameters["filename"] {
            files[name] = File(filename: filename, contentType: type, data: content)
        } else {
            fields.append((name, String(decoding: content, as: UTF8.self)))
        }
    }

    /// `form-data; name="calendar"; filename="home.ics"` → ["name": "calendar", "filename": "home.ics"].
    private static func parameters(_ disposition: String) -> [String: String] {
        var result: [String: String] = [:]
        for piece in disposition.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let key = pair[0].trimmingCharacters(in: .whitespaces).lowercased()
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            result[key] = value
        }
        return result
    }
}

import DomovCore
@testable import DomovServer
import DomovTesting
import Foundation
import Testing

/// Fuzzing the multipart/form-data reader that every upload goes through (calendar, contacts,
/// phrase pack and recipe page imports, recipe photos): mutated bodies and boundaries must give
/// fields and files cut from the body, or nil (the CSRF guard's 403), never a crash; what is
/// uploaded goes on to the photo check. Generated bodies must read back as written.
/// `DOMOV_FUZZ_INPUTS=100000 swift test --filter MultipartFormDataFuzzTests` for a full run.
@Suite("Multipart form data fuzzing")
struct MultipartFormDataFuzzTests {
    static let boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW"
    static let contentTypes = [
        "multipart/form-data; boundary=\(boundary)", "multipart/form-data; charset=utf-8; boundary=\"\(boundary)\"",
        "multipart/form-data;boundary=\(boundary)", "multipart/form-data; BOUNDARY=\(boundary)", "multipart/form-data",
        "multipart/form-data; boundary=", "multipart/form-data; boundary=\"\"", "multipart/form-data; boundary=-",
    ]

    static var corpus: [String] {
        let b = boundary
        return [
            "--\(b)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\nabcdefabcdefabcdefabcdefabcdefab\r\n"
                + """
                --\(b)\r\nContent-Disposition: form-data; name=\"contacts\"; filename=\"kontakty.vcf\"\r\nContent-Type: text/vcard\r\n\
                \r\n
                """
                + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jana Nováková\r\nN:Nováková;Jana;;;\r\nEND:VCARD\r\n\r\n--\(b)--\r\n",
            """
            --\(b)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\nx\r\n--\(b)\r\nContent-Disposition: form-data; \
            name=\"name\"\r\n\r\nBramborák\r\n
            """
                + "--\(b)\r\ncontent-disposition: form-data; name=\"photo\"; filename=\"b r.jpg\"\r\ncontent-type: image/jpeg\r\n\r\n"
                + "\u{FF}\u{D8}\u{FF}\u{E0}\0\u{10}JFIF\0\r\n--\(b)--",
            "--\(b)\r\nContent-Disposition: form-data; name=\"calendar\"; filename=\"home.ics\"\r\nContent-Type: text/calendar\r\n\r\n"
                + """
                BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n\r\n--\(b)\r\nContent-Disposition: form-data; name=\"pack\"; \
                filename=\"ours.json\"\r\n\r\n
                """
                + "{\"id\":\"household\"}\r\n--\(b)\r\nContent-Disposition: form-data; name=\"tags\"\r\n\r\na\r\n--\(b)\r\n"
                + "Content-Disposition: form-data; name=\"tags\"\r\n\r\nb\r\n--\(b)--\r\n",
            """
            preamble\r\n--\(b)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\"\r\nContent-Type: \
            application/octet-stream\r\n\r\n
            """
                + "\u{89}PNG\r\n\u{1A}\n\0\0\0\rIHDR\r\n--\(b)--\r\nepilogue",
        ]
    }

    static var dictionary: [String] {
        [
            "--", "--\(boundary)", "\r\n--\(boundary)", "\r\n--\(boundary)--", "\r\n", "\r\n\r\n", "\n", "Content-Disposition:",
            "form-data;",
            " name=", "\"", "filename=", "filename=\"", "Content-Type:", ";", "=", ":", "image/png", "\u{89}PNG\r\n\u{1A}\n",
            "\u{FF}\u{D8}\u{FF}",
            "RIFF\0\0\0\0WEBP", "GIF89a",
        ]
    }

    @Test func mutatedBodiesGivePartsOfTheBodyOrNil() {
        var read = 0
        var refused = 0
        var parts = 0
        var photos = 0
        for (index, input) in FuzzInputs(corpus: Self.corpus, dictionary: Self.dictionary, count: FuzzInputs.count(default: 3000))
            .enumerated()
        {
            let body = Data(input)
            let type = Self.contentTypes[index % Self.contentTypes.count]
            guard let form = MultipartFormData(body: body, contentType: type) else {
                refused += 1
                continue
            }
            read += 1
            parts += form.fields.count + form.files.count
            for file in form.files.values {
                #expect(file.data.isEmpty || body.range(of: file.data) != nil, "a file that is not in the body")
                if (try? RecipePhoto(checking: Array(file.data))) != nil { photos += 1 }
            }
            for (name, _) in form.fields { #expect(name.isEmpty || name.contains("\u{FFFD}") || body.range(of: Data(name.utf8)) != nil) }
        }
        #expect(read > 0 && refused > 0 && parts > 0)
        FuzzInputs.report(
            "mutated multipart bodies: \(read) read (\(parts) parts, \(photos) files that pass as photos), \(refused) refused (nil)")
    }

    @Test func generatedBodiesReadBackAsWritten() throws {
        var random = SeededRandom(seed: FuzzInputs.seed)
        let names = ["_csrf", "name", "html", "note", "příjmení", "a b", "x-1"]
        for _ in 0..<FuzzInputs.count(default: 3000) / 10 {
            let boundary = "b\(random.next())"
            var body = Data()
            var fields: [(String, String)] = []
            var files: [String: MultipartFormData.File] = [:]
            for index in 0..<(1 + random.below(5)) {
                let name = "\(names[random.below(names.count)])\(index)"
                body += Data("--\(boundary)\r\n".utf8)
                if random.below(2) == 0 {
                    // Any bytes, CRLFs and dashes included, as long as they are no delimiter.
                    let content = Data(
                        (0..<random.below(300)).map { _ in
                            [UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "-"), UInt8(truncatingIfNeeded: random.next())][
                                random.below(4)]
                        })
                    let file = MultipartFormData.File(
                        filename: "soubor \(index).bin", contentType: "application/octet-stream", data: content)
                    files[name] = file
                    body += Data(
                        """
                        Content-Disposition: form-data; name=\"\(name)\"; filename=\"\(file.filename)\"\r\nContent-Type: \
                        \(file.contentType)\r\n\r\n
                        """
                        .utf8)
                    body += content
                } else {
                    let value = ["", "Bramborák", "řádek\r\ndruhý", "--", "a=b&c"][random.below(5)]
                    fields.append((name, value))
                    body += Data("Content-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)".utf8)
                }
                body += Data("\r\n".utf8)
            }
            body += Data("--\(boundary)--\r\n".utf8)
            let form = try #require(MultipartFormData(body: body, contentType: "multipart/form-data; boundary=\(boundary)"))
            #expect(form.fields.map { $0.0 } == fields.map { $0.0 })
            #expect(form.fields.map { $0.1 } == fields.map { $0.1 })
            #expect(form.files == files)
        }
    }
}

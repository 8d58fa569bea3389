@testable import DomovOutbound
import Foundation
import Testing

@Suite struct MIMEEncodingTests {
    @Test func encodedWordsNeverSplitACharacterAndStayWithin78Columns() throws {
        let subject = "Připomínka: " + String(repeating: "žluťoučký kůň 🐴👨‍👩‍👧 ", count: 8)
        let header = MIMEEncoding.unstructuredHeader(name: "Subject", value: subject)
        let lines = header.components(separatedBy: "\r\n")
        #expect(lines.count > 2)
        for line in lines { #expect(line.count <= 78, "\(line)") }
        var decoded = ""
        for (index, line) in lines.enumerated() {
            var word = Substring(line)
            if index == 0 { word = word.dropFirst("Subject: ".count) } else { word = word.dropFirst() }
            #expect(word.hasPrefix("=?UTF-8?B?") && word.hasSuffix("?="))
            #expect(word.count <= 75)
            let base64 = word.dropFirst(10).dropLast(2)
            // Each word must decode on its own to valid UTF-8 ending on a character boundary.
            let data = try #require(Data(base64Encoded: String(base64)))
            let text = try #require(String(data: data, encoding: .utf8))
            decoded += text
        }
        #expect(decoded == subject)
        // The family emoji is one grapheme cluster and must sit in a single word.
        #expect(
            lines.contains { line in
                let base64 = String(line.split(separator: "?")[3])
                return String(data: Data(base64Encoded: base64)!, encoding: .utf8)!.contains("👨‍👩‍👧")
            })
    }

    @Test func plainASCIISubjectsStayReadableAndFoldAtSpaces() {
        #expect(MIMEEncoding.unstructuredHeader(name: "Subject", value: "Take out the bins") == "Subject: Take out the bins")
        let long = String(repeating: "word ", count: 30).trimmingCharacters(in: .whitespaces)
        let folded = MIMEEncoding.unstructuredHeader(name: "Subject", value: long)
        #expect(folded.components(separatedBy: "\r\n").allSatisfy { $0.count <= 78 })
        #expect(folded.replacingOccurrences(of: "\r\n", with: "") == "Subject: " + long)
        // Text that looks like an encoded word is encoded, so readers do not decode it.
        #expect(MIMEEncoding.unstructuredHeader(name: "Subject", value: "=?x?Q?y?=").hasPrefix("Subject: =?UTF-8?B?"))
    }

    @Test func headerValuesCannotInjectLines() {
        let header = MIMEEncoding.unstructuredHeader(name: "Subject", value: "Hi\r\nBcc: victim@example.org")
        #expect(!header.contains("\r\nBcc"))
        #expect(!header.contains("\n"))
    }

    @Test func quotedPrintableKeepsLinesShortAndRoundTrips() {
        let text = "Dobrý den,\n" + String(repeating: "ř", count: 100) + "\n.leading dot\ntrailing space \n= sign"
        let encoded = MIMEEncoding.quotedPrintable(text)
        let lines = encoded.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.count <= 76 })
        #expect(!lines.contains { $0.hasPrefix(".") })
        #expect(encoded.contains("space=20\r\n"))
        #expect(encoded.contains("=3D sign"))
        #expect(Self.decodeQuotedPrintable(encoded) == text.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n")
    }

    @Test func base64LinesAre76Characters() {
        let encoded = MIMEEncoding.base64Lines(Array(repeating: UInt8(7), count: 1000))
        let lines = encoded.components(separatedBy: "\r\n").dropLast()
        #expect(lines.dropLast().allSatisfy { $0.count == 76 })
        #expect(encoded.hasSuffix("\r\n"))
    }

    @Test func nonASCIIParametersUseRFC2231() {
        #expect(MIMEEncoding.parameter("filename", "plan.pdf") == #"filename="plan.pdf""#)
        #expect(MIMEEncoding.parameter("filename", "jídelníček.pdf") == "filename*=UTF-8''j%C3%ADdeln%C3%AD%C4%8Dek.pdf")
    }

    static func decodeQuotedPrintable(_ text: String) -> String {
        var bytes: [UInt8] = []
        let input = Array(text.replacingOccurrences(of: "=\r\n", with: "").utf8)
        var index = 0
        while index < input.count {
            if input[index] == UInt8(ascii: "="), index + 2 < input.count,
                let byte = UInt8(String(decoding: input[index + 1...index + 2], as: UTF8.self), radix: 16)
            {
                bytes.append(byte)
                index += 3
            } else {
                bytes.append(input[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

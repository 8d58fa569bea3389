@testable import DomovServer
import Foundation
import Testing

/// The byte-level decoder gives what Foundation's `removingPercentEncoding` gives wherever it
/// answers; broken escapes and bytes that are not UTF-8 it leaves to Foundation.
@Suite("Percent decoding")
struct PercentDecodingTests {
    @Test func decodesAsFoundationDoesOrLeavesItToFoundation() {
        var samples = [
            "bench-00001%40domov.example.ics", "plain.ics", "%C5%BEluva", "%c5%BEluva", "100%", "%4", "%zz", "%FF", "a%2Fb",
            "%E2%82", "%00", "", "%%41", "ž%20ž",
        ]
        // Random strings over a small alphabet that makes broken escapes common.
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("%%%0123456789abcdefABCDEFgž/")
        for _ in 0..<2_000 {
            samples.append(String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for sample in samples {
            if let decoded = PercentDecoding.decoded(sample) {
                #expect(decoded == sample.removingPercentEncoding, "\(sample)")
            }
        }
        #expect(PercentDecoding.decoded("bench-00001%40domov.example.ics") == "bench-00001@domov.example.ics")
        #expect(PercentDecoding.decoded("%C5%BEluva") == "žluva")
        #expect(PercentDecoding.decoded("100%") == nil && PercentDecoding.decoded("%zz") == nil && PercentDecoding.decoded("%FF") == nil)
    }
}

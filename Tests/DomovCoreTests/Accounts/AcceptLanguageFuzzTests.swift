import DomovCore
import DomovTesting
import Foundation
import Testing

/// Fuzzing the Accept-Language reader, which every request goes through: mutated headers must
/// give a language (English when nothing readable asks for another), never a crash; generated
/// headers must give the language with the highest q-value. `DOMOV_FUZZ_INPUTS=100000 swift
/// test --filter AcceptLanguageFuzzTests` for a full run.
@Suite("Accept-Language fuzzing")
struct AcceptLanguageFuzzTests {
    static let corpus = [
        "cs-CZ,cs;q=0.9,en;q=0.8", "en-US,en;q=0.9", "de-DE, de;q=0.9, cs;q=0.5, *;q=0.1", "cs", "*", "sk,cs;q=0.8,en-GB;q=0.6,en;q=0.4",
        "en;q=0, cs;q=0.001",
    ]
    static let dictionary = [
        ",", ";", "q=", "q=1", "q=0", "q=nan", "q=inf", "q=-1", "q=1e400", "q=0x1p-2", "-", "cs", "en", "CS", "*", " ", "\t", "=", ".",
        "ž",
    ]

    @Test func mutatedHeadersGiveALanguage() {
        var counts: [Language: Int] = [:]
        for input in FuzzInputs(corpus: Self.corpus, dictionary: Self.dictionary, count: FuzzInputs.count(default: 3000)) {
            let language = Language.preferred(fromAcceptLanguage: String(decoding: input, as: UTF8.self))
            counts[language, default: 0] += 1
            // A header naming neither language can only give the default.
            let text = String(decoding: input, as: UTF8.self).lowercased()
            if !text.contains("cs") { #expect(language == .english, "\(text)") }
        }
        #expect(counts.count == Language.allCases.count)
        FuzzInputs.report("mutated Accept-Language: \(counts.map { "\($0.key.rawValue) \($0.value)" }.sorted())")
    }

    @Test func generatedHeadersGiveTheMostWantedLanguage() {
        var random = SeededRandom(seed: FuzzInputs.seed)
        for _ in 0..<FuzzInputs.count(default: 3000) / 10 {
            let czech = Double(1 + random.below(999)) / 1000
            var english = Double(1 + random.below(999)) / 1000
            if english == czech { english = czech >= 0.5 ? czech - 0.001 : czech + 0.001 }
            let parts = [("cs-CZ", czech), ("en-GB", english), ("de", 1.0), ("fr;level=1", 0.999)].shuffled(using: &random)
            let header = parts.map { "\($0.0);q=\(String(format: "%.3f", $0.1))" }.joined(separator: random.below(2) == 0 ? "," : " , ")
            #expect(Language.preferred(fromAcceptLanguage: header) == (czech > english ? .czech : .english), "\(header)")
        }
    }
}

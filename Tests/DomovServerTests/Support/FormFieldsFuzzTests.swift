@testable import DomovServer
import DomovCore
import DomovTesting
import Foundation
import Testing

/// Fuzzing the url-encoded form reader that reads every form post and every query string
/// (and the notices, return paths and word choices read from them): mutated bodies must give
/// fields, refused with a field error only when a name or value holds a NUL, never a crash;
/// generated forms must read back as a browser wrote them. `DOMOV_FUZZ_INPUTS=100000 swift
/// test --filter FormFieldsFuzzTests` for a full run.
@Suite("Form fields fuzzing")
struct FormFieldsFuzzTests {
    static let corpus = [
        """
        _csrf=Zk9yTXN0cmluZ0hlcmVfXzEyMzQ1Njc4OTA&email=jana%40example.org&display_name=Jana+Nov%C3%A1kov%C3%A1&nickname=jana&\
        password=correct+horse&time_zone=Europe%2FPrague
        """,
        """
        _csrf=x&name=Bram%C5%A1%C3%A1k&ingredients=1+kg+brambor%0D%0A2+vejce&method=Nastrouhat.%0D%0ASmažit.&preparationMinutes=45&\
        servings=4&kcal=&protein=
        """,
        """
        _csrf=x&title=Plavání&days=mo&days=we&days=fr&start=2026-03-09T18%3A00&durationMinutes=60&category=new&newCategoryName=Sport&\
        next=%2Fplanner%3Fview%3Dweek
        """,
        """
        did=chore-done&did_household=7b0e5a1c-0000-4000-8000-000000000001&did_chore=7b0e5a1c-0000-4000-8000-000000000002&\
        w1=accusative%3Avoda&w2=verb%3Aspati
        """,
        "a&b=&=c&&d==e&%E2%82%AC=%F0%9F%98%80&plus=a+b%2Bc",
    ]
    static let dictionary = [
        "&", "=", "+", "%", "%0", "%00", "%2F", "%2f", "%25", "%C3", "%C3%A1", "%ZZ", "%FF", "%ED%A0%80", "&&", "==", "_csrf=", "next=",
        "w1=", "did=",
    ]

    @Test func mutatedBodiesGiveFieldsAndRefuseOnlyNUL() {
        var read = 0
        var refusedNUL = 0
        var notices = 0
        for input in FuzzInputs(corpus: Self.corpus, dictionary: Self.dictionary, count: FuzzInputs.count(default: 3000)) {
            // How the CSRF guard makes the body a string.
            let body = String(decoding: input, as: UTF8.self)
            let form = FormFields(urlEncoded: body)
            let names = body.split(separator: "&").map {
                String($0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0])
            }
            let decoded = names.map { name in
                let spaced = name.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            #expect(decoded.allSatisfy(form.has), "\(body)")
            do {
                try form.refuseNUL()
                read += 1
                #expect(decoded.allSatisfy { !$0.utf8.contains(0) })
            } catch {
                refusedNUL += 1
                #expect(!error.errors.isEmpty && error.errors.allSatisfy { $0.problem == .controlCharacter })
            }
            // What pages read from a query: a notice after a write, word choices, a return path.
            if ActionNotice(query: form) != nil { notices += 1 }
            _ = PhraseSelection { form.has($0) ? form[$0] : nil }
            _ = SameSitePath.isSafe(form["next"])
        }
        #expect(read > 0 && refusedNUL > 0)
        FuzzInputs.report(
            "mutated url-encoded forms: \(read) read, \(refusedNUL) refused (NUL, controlCharacter), \(notices) with an action notice")
    }

    @Test func generatedFormsReadBackAsSent() {
        var random = SeededRandom(seed: FuzzInputs.seed)
        let names = ["_csrf", "name", "days", "příjmení", "a b", "a+b", "a&b=c", "%41", ""]
        let values = ["", "Bramborák", "1 + 1 = 2", "100%", "a&b", "řádek\r\ndruhý", "😀", "/planner?view=week&day=2026-03-09", "%zz"]
        for _ in 0..<FuzzInputs.count(default: 3000) / 10 {
            let fields = (0..<random.below(8)).map { _ in (names[random.below(names.count)], values[random.below(values.count)]) }
            let form = FormFields(urlEncoded: FormEncoding.encode(fields))
            for name in Set(fields.map { $0.0 }) {
                #expect(form.all(name) == fields.filter { $0.0 == name }.map { $0.1 })
            }
            #expect(throws: Never.self) { try form.refuseNUL() }
        }
    }
}

import DomovCore
import Testing

@Suite("SecretToken")
struct SecretTokenTests {
    /// 32 random bytes in base64url without padding are 43 characters.
    @Test func shapeIsUnpaddedBase64URLOf32Bytes() {
        for _ in 0..<200 {
            let value = SecretToken.generate().value
            #expect(value.count == 43)
            #expect(value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        }
    }

    @Test func prefixIsPrependedToTheRandomPart() {
        let token = SecretToken.generate(prefix: "domov_")
        #expect(token.value.hasPrefix("domov_"))
        #expect(token.value.count == "domov_".count + 43)
    }

    @Test func tokensDoNotRepeat() {
        let values = Set((0..<1000).map { _ in SecretToken.generate().value })
        #expect(values.count == 1000)
    }

    /// Over many tokens every base64url character shows up, so the +/ replacement is exercised.
    @Test func usesTheURLSafeAlphabet() {
        let seen = Set((0..<300).flatMap { _ in SecretToken.generate().value })
        #expect(seen.contains("-"))
        #expect(seen.contains("_"))
        #expect(!seen.contains("+"))
        #expect(!seen.contains("/"))
        #expect(!seen.contains("="))
    }
}

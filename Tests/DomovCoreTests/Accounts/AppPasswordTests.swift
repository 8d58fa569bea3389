import DomovCore
import Testing

@Suite("AppPassword")
struct AppPasswordTests {
    @Test func nameIsTrimmedRequiredAndLimited() throws {
        #expect(try AppPassword.validName("  Phone calendar ") == "Phone calendar")
        #expect(throws: FieldError("name", .required)) { try AppPassword.validName(" \n ") }
        #expect(try AppPassword.validName(String(repeating: "a", count: 100)).count == 100)
        #expect(throws: FieldError("name", .tooLong(maximum: 100))) { try AppPassword.validName(String(repeating: "a", count: 101)) }
    }

    @Test func tokensCarryARecognizablePrefix() {
        #expect(AppPassword.tokenPrefix == "domov_")
        #expect(SecretToken.generate(prefix: AppPassword.tokenPrefix).value.hasPrefix("domov_"))
    }
}

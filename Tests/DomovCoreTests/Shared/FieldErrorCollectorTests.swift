import DomovCore
import Testing

@Suite("FieldErrorCollector and ValidationFailure")
struct FieldErrorCollectorTests {
    @Test func collectsEveryFieldInOrderAndReturnsValidValues() {
        var collector = FieldErrorCollector()
        let email = collector.check { try AccountRules.email("nope") }
        let nickname = collector.check { try AccountRules.nickname("jana") }
        let password = collector.check { try AccountRules.password("short") }
        #expect(email == nil)
        #expect(nickname == "jana")
        #expect(password == nil)
        #expect(collector.errors == [FieldError("email", .invalidEmail), FieldError("password", .tooShort(minimum: 8))])
        #expect(throws: ValidationFailure(collector.errors)) { try collector.throwIfAny() }
    }

    @Test func doesNotThrowWhenEverythingIsValid() throws {
        var collector = FieldErrorCollector()
        _ = collector.check { try AccountRules.nickname("jana") }
        try collector.throwIfAny()
        #expect(collector.errors.isEmpty)
    }

    @Test func takesEveryErrorOfANestedValidationFailure() {
        var collector = FieldErrorCollector()
        let value: Int? = collector.check {
            throw ValidationFailure([FieldError("a", .required), FieldError("b", .invalidValue)])
        }
        collector.add("c", .tooShort(minimum: 2))
        #expect(value == nil)
        #expect(collector.errors.map(\.field) == ["a", "b", "c"])
    }

    @Test func conflictsAreOnlyTakenNames() {
        #expect(ValidationFailure("nickname", .nicknameTaken).isConflict)
        #expect(ValidationFailure([FieldError("email", .emailTaken), FieldError("nickname", .nicknameTaken)]).isConflict)
        #expect(ValidationFailure("name", .nameTaken).isConflict)
        #expect(!ValidationFailure([FieldError("email", .emailTaken), FieldError("password", .required)]).isConflict)
        #expect(!ValidationFailure("email", .invalidEmail).isConflict)
    }

    @Test func problemForAField() {
        let failure = ValidationFailure([FieldError("email", .invalidEmail), FieldError("nickname", .required)])
        #expect(failure.problem(for: "nickname") == .required)
        #expect(failure.problem(for: "email") == .invalidEmail)
        #expect(failure.problem(for: "password") == nil)
    }
}

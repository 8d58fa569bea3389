import DomovCore
import Foundation
import Testing

@Suite("AccountRules")
struct AccountRulesTests {
    // MARK: email

    @Test func emailIsTrimmedAndLowercased() throws {
        #expect(try AccountRules.email("  Jana.Novak@Example.CZ \n") == "jana.novak@example.cz")
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func emptyEmailIsRequired(_ raw: String) {
        #expect(throws: FieldError("email", .required)) { try AccountRules.email(raw) }
    }

    @Test(arguments: [
        "jana", "jana@", "@example.org", "jana@example", "jana@@example.org", "jana@ex@ample.org",
        "jana@.example.org", "jana@example.org.", "ja na@example.org", "<jana>@example.org",
        "jana@example.org,petr@example.org",
    ])
    func malformedEmailIsInvalid(_ raw: String) {
        #expect(throws: FieldError("email", .invalidEmail)) { try AccountRules.email(raw) }
    }

    @Test func emailLengthLimitIs254() throws {
        let domain = "@example.org"
        let longest = String(repeating: "a", count: 254 - domain.count) + domain
        #expect(try AccountRules.email(longest) == longest)
        #expect(throws: FieldError("email", .tooLong(maximum: 254))) { try AccountRules.email("a" + longest) }
    }

    @Test func emailErrorsNameTheGivenField() {
        #expect(throws: FieldError("new_email", .invalidEmail)) { try AccountRules.email("nope", field: "new_email") }
    }

    // MARK: password

    @Test func passwordIsRequired() {
        #expect(throws: FieldError("password", .required)) { try AccountRules.password("") }
    }

    @Test func passwordNeedsEightCharacters() throws {
        #expect(throws: FieldError("password", .tooShort(minimum: 8))) { try AccountRules.password("1234567") }
        #expect(try AccountRules.password("12345678") == "12345678")
    }

    @Test func passwordIsKeptExactlyAsTyped() throws {
        #expect(try AccountRules.password("  spaces count  ") == "  spaces count  ")
    }

    @Test func passwordMayBeAt72BytesButNotMore() throws {
        let longest = String(repeating: "x", count: 72)
        #expect(try AccountRules.password(longest) == longest)
        #expect(throws: FieldError("password", .tooLong(maximum: 72))) { try AccountRules.password(longest + "x") }
    }

    /// bcrypt counts bytes, not characters: 37 "ž" are 37 characters but 74 bytes.
    @Test func passwordLimitCountsUTF8Bytes() throws {
        let fits = String(repeating: "ž", count: 36)
        #expect(fits.utf8.count == 72)
        #expect(try AccountRules.password(fits) == fits)
        #expect(throws: FieldError("password", .tooLong(maximum: 72))) {
            try AccountRules.password(String(repeating: "ž", count: 37))
        }
        // 18 four-byte emoji are exactly 72 bytes; one more is over.
        #expect(try AccountRules.password(String(repeating: "🏠", count: 18)).utf8.count == 72)
        #expect(throws: FieldError("password", .tooLong(maximum: 72))) {
            try AccountRules.password(String(repeating: "🏠", count: 19))
        }
    }

    @Test func passwordErrorsNameTheGivenField() {
        #expect(throws: FieldError("new_password", .tooShort(minimum: 8))) {
            try AccountRules.password("short", field: "new_password")
        }
    }

    // MARK: display name

    @Test func displayNameIsTrimmedAndLimited() throws {
        #expect(try AccountRules.displayName("  Jana Nováková ") == "Jana Nováková")
        #expect(throws: FieldError("display_name", .required)) { try AccountRules.displayName("  ") }
        let longest = String(repeating: "é", count: 100)
        #expect(try AccountRules.displayName(longest) == longest)
        #expect(throws: FieldError("display_name", .tooLong(maximum: 100))) { try AccountRules.displayName(longest + "é") }
    }

    // MARK: nickname

    @Test(arguments: ["jn", "jana", "Jana_N", "jana.novak-2", "Žofie", "Łukasz", "ヤナ", "x9", String(repeating: "n", count: 32)])
    func validNicknames(_ raw: String) throws {
        #expect(try AccountRules.nickname(raw) == raw)
    }

    @Test func nicknameIsTrimmedButKeepsItsCase() throws {
        #expect(try AccountRules.nickname("  JanaN ") == "JanaN")
    }

    @Test func nicknameLengthLimits() {
        #expect(throws: FieldError("nickname", .required)) { try AccountRules.nickname(" ") }
        #expect(throws: FieldError("nickname", .tooShort(minimum: 2))) { try AccountRules.nickname("j") }
        #expect(throws: FieldError("nickname", .tooLong(maximum: 32))) {
            try AccountRules.nickname(String(repeating: "n", count: 33))
        }
    }

    @Test(arguments: ["jana nova", "jana@home", "jana!", "<b>", "jana/petr", "ja+na"])
    func nicknamesWithOtherCharactersAreInvalid(_ raw: String) {
        #expect(throws: FieldError("nickname", .invalidNickname)) { try AccountRules.nickname(raw) }
    }

    @Test func nicknameKeyIgnoresCase() {
        #expect(AccountRules.nicknameKey("JaNa") == "jana")
        #expect(AccountRules.nicknameKey("ŽOFIE") == AccountRules.nicknameKey("žofie"))
    }

    // MARK: time zone

    @Test(arguments: ["Europe/Prague", "UTC", "America/New_York", " Asia/Tokyo "])
    func knownTimeZones(_ raw: String) throws {
        #expect(try AccountRules.timeZone(raw) == raw.trimmingCharacters(in: .whitespaces))
    }

    @Test func unknownOrEmptyTimeZone() {
        #expect(throws: FieldError("time_zone", .required)) { try AccountRules.timeZone("") }
        #expect(throws: FieldError("time_zone", .unknownTimeZone)) { try AccountRules.timeZone("Mars/Olympus_Mons") }
        #expect(throws: FieldError("time_zone", .unknownTimeZone)) { try AccountRules.timeZone("europe/prague") }
    }

    @Test func utcIsOneOfTheChoices() {
        // A form showing an account in UTC must have it to select, or it saves its first option.
        #expect(TimeZone.selectableIdentifiers.contains("UTC"))
        #expect(TimeZone.selectableIdentifiers == TimeZone.selectableIdentifiers.sorted())
    }

    @Test func aNewAccountTakesTheBrowsersZoneOrGuessesFromTheLanguage() {
        #expect(
            UserPreferences.forNewAccount(detectedTimeZone: "America/Sao_Paulo", language: .czech).timeZoneIdentifier == "America/Sao_Paulo"
        )
        #expect(
            UserPreferences.forNewAccount(detectedTimeZone: "Mars/Olympus_Mons", language: .czech).timeZoneIdentifier == "Europe/Prague")
        #expect(UserPreferences.forNewAccount(detectedTimeZone: nil, language: .english).timeZoneIdentifier == "UTC")
        #expect(UserPreferences.forNewAccount(detectedTimeZone: nil, language: nil).timeZoneIdentifier == "UTC")
    }

    /// A Czech browser makes a Czech account; a browser asking for no language Domov speaks
    /// makes one that follows the browser.
    @Test func aNewAccountKeepsTheLanguageTheBrowserAskedFor() {
        #expect(Language.requested(inAcceptLanguage: "cs-CZ,cs;q=0.9,en;q=0.8") == .czech)
        #expect(Language.requested(inAcceptLanguage: "de-DE,de;q=0.9") == nil)
        #expect(Language.requested(inAcceptLanguage: nil) == nil)
        #expect(Language.requested(inAcceptLanguage: "en-GB") == .english)
        #expect(Language.preferred(fromAcceptLanguage: "de") == .english)
        #expect(UserPreferences.forNewAccount(detectedTimeZone: nil, language: .czech).language == .czech)
        #expect(UserPreferences.forNewAccount(detectedTimeZone: nil, language: nil).language == nil)
    }
}

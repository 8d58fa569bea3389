/// What a test fills into the sign-up form. Each nickname gives a distinct, valid account.
public struct TestAccount: Sendable, Equatable {
    public var email: String
    public var password: String
    public var displayName: String
    public var nickname: String

    public init(email: String, password: String, displayName: String, nickname: String) {
        self.email = email
        self.password = password
        self.displayName = displayName
        self.nickname = nickname
    }

    public init(_ nickname: String) {
        self.init(
            email: "\(nickname.lowercased())@example.org", password: "correct horse \(nickname)",
            displayName: "\(nickname.prefix(1).uppercased())\(nickname.dropFirst()) Test", nickname: nickname
        )
    }

    public static let jana = TestAccount("jana")
    public static let petr = TestAccount("petr")
    public static let eva = TestAccount("eva")

    /// The sign-up form's fields.
    public var signUpFields: [(String, String)] {
        [("email", email), ("display_name", displayName), ("nickname", nickname), ("password", password), ("time_zone", "Europe/Prague")]
    }
}

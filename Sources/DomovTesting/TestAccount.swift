import DomovCore

/// What a test fills into the sign-up form: the domain's own form, with ready-made people.
public typealias TestAccount = SignUpForm

extension SignUpForm {
    /// Each nickname gives a distinct, valid account.
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

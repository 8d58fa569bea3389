import Foundation

/// The rules every account field must follow, shared by the web form, the JSON API and the CLI.
public enum AccountRules {
    public static let passwordMinimumLength = 8
    /// bcrypt reads only the first 72 bytes; a longer password would be silently truncated.
    public static let passwordMaximumBytes = 72
    public static let displayNameMaximumLength = 100
    public static let nicknameLengths = 2...32
    public static let emailMaximumLength = 254

    /// Trims and lowercases, then checks the shape local@domain.tld.
    public static func email(_ raw: String, field: String = "email") throws(FieldError) -> String {
        let email = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !email.isEmpty else { throw FieldError(field, .required) }
        guard email.count <= emailMaximumLength else { throw FieldError(field, .tooLong(maximum: emailMaximumLength)) }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
            !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            !email.contains(where: { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "," })
        else { throw FieldError(field, .invalidEmail) }
        return email
    }

    public static func password(_ raw: String, field: String = "password") throws(FieldError) -> String {
        guard !raw.isEmpty else { throw FieldError(field, .required) }
        guard raw.count >= passwordMinimumLength else { throw FieldError(field, .tooShort(minimum: passwordMinimumLength)) }
        guard raw.utf8.count <= passwordMaximumBytes else { throw FieldError(field, .tooLong(maximum: passwordMaximumBytes)) }
        return raw
    }

    public static func displayName(_ raw: String, field: String = "display_name") throws(FieldError) -> String {
        try TextRules.requiredText(raw, field: field, maximumLength: displayNameMaximumLength)
    }

    /// Letters (any script), digits, dot, dash and underscore. Uniqueness ignores case;
    /// the nickname keeps the case its owner typed.
    public static func nickname(_ raw: String, field: String = "nickname") throws(FieldError) -> String {
        let nickname = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !nickname.isEmpty else { throw FieldError(field, .required) }
        guard nickname.count >= nicknameLengths.lowerBound else {
            throw FieldError(field, .tooShort(minimum: nicknameLengths.lowerBound))
        }
        guard nickname.count <= nicknameLengths.upperBound else {
            throw FieldError(field, .tooLong(maximum: nicknameLengths.upperBound))
        }
        guard nickname.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }) else {
            throw FieldError(field, .invalidNickname)
        }
        return nickname
    }

    /// The form in which nicknames are compared for uniqueness.
    public static func nicknameKey(_ nickname: String) -> String {
        nickname.lowercased()
    }

    public static func timeZone(_ raw: String, field: String = "time_zone") throws(FieldError) -> String {
        let identifier = raw.trimmingCharacters(in: .whitespaces)
        guard !identifier.isEmpty else { throw FieldError(field, .required) }
        guard TimeZone.selectableIdentifiers.contains(identifier) else {
            throw FieldError(field, .unknownTimeZone)
        }
        return identifier
    }
}

/// The fields a person fills in to sign up, before validation.
public struct SignUpForm: Sendable, Equatable {
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
}

import Foundation

/// Who may make an account now: anyone while there is none yet (the first becomes the admin,
/// who can close sign-up), anyone while the admin keeps sign-up open, and otherwise only
/// people holding an invitation. The one rule for the sign-up form, the password sign-up and
/// sign-up through a provider.
public enum SignUpOpening: Sendable, Equatable {
    case firstAccount, open, invitedOnly

    public static func current(accounts: any AccountRepository, siteSettings: any SiteSettingsRepository) async throws -> SignUpOpening {
        if try await accounts.count() == 0 { return .firstAccount }
        return try await siteSettings.load().openSignUp ? .open : .invitedOnly
    }
}

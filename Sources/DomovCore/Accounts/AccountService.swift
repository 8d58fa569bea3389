import Foundation

/// The account use cases: sign up, sign in, passwords, app passwords, deletion.
/// Shared by the web pages, the JSON API and the CLI so all three follow the same rules.
public struct AccountService: Sendable {
    public let accounts: any AccountRepository
    public let sessions: any SessionRepository
    public let appPasswords: any AppPasswordRepository
    public let loginAttempts: any LoginAttemptRepository
    public let siteSettings: any SiteSettingsRepository
    public let hasher: any PasswordHasher
    public let throttle: LoginThrottle
    public let clock: WallClock
    public let ids: IDGenerator
    public let sessionLifetime: TimeInterval

    public init(
        accounts: any AccountRepository, sessions: any SessionRepository,
        appPasswords: any AppPasswordRepository, loginAttempts: any LoginAttemptRepository,
        siteSettings: any SiteSettingsRepository, hasher: any PasswordHasher,
        throttle: LoginThrottle = LoginThrottle(), clock: WallClock, ids: IDGenerator,
        sessionLifetime: TimeInterval = 30 * 24 * 3600
    ) {
        self.accounts = accounts
        self.sessions = sessions
        self.appPasswords = appPasswords
        self.loginAttempts = loginAttempts
        self.siteSettings = siteSettings
        self.hasher = hasher
        self.throttle = throttle
        self.clock = clock
        self.ids = ids
        self.sessionLifetime = sessionLifetime
    }

    /// Validates every field at once, then stores the account.
    /// - Parameter viaInvite: an invitation lets people in while open sign-up is off.
    public func signUp(
        _ form: SignUpForm, preferences: UserPreferences, viaInvite: Bool = false, asAdmin: Bool = false
    ) async throws -> User {
        var collector = FieldErrorCollector()
        let email = collector.check { try AccountRules.email(form.email) }
        let password = collector.check { try AccountRules.password(form.password) }
        let displayName = collector.check { try AccountRules.displayName(form.displayName) }
        let nickname = collector.check { try AccountRules.nickname(form.nickname) }
        try collector.throwIfAny()

        if !viaInvite, !asAdmin, try await signUpOpening() == .invitedOnly {
            throw DomainError.signUpClosed
        }
        let hash = try await hasher.hash(password!)
        return try await accounts.create(
            NewUser(
                id: ids(), email: email!, displayName: displayName!, nickname: nickname!,
                passwordHash: hash, preferences: preferences, createdAt: clock.now(), requestsAdmin: asAdmin
            ))
    }

    /// Who may make an account now (`SignUpOpening`).
    public func signUpOpening() async throws -> SignUpOpening {
        try await SignUpOpening.current(accounts: accounts, siteSettings: siteSettings)
    }

    /// The account, for work done on its owner's behalf without a request (a background sync).
    public func user(_ id: ID<User>) async throws -> User? {
        try await accounts.user(id: id)
    }

    /// Checks the password, counting failures per account and per client address.
    /// Wrong email and wrong password fail alike, so nobody can learn who has an account.
    public func authenticate(email rawEmail: String, password: String, clientAddress: String) async throws -> User {
        let email = rawEmail.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let now = clock.now()
        let since = now.addingTimeInterval(-throttle.window)
        let accountKey = LoginThrottle.accountKey(email)
        let addressKey = LoginThrottle.addressKey(clientAddress)
        let allowed = throttle.allows(
            accountFailures: try await loginAttempts.failures(key: accountKey, since: since),
            addressFailures: try await loginAttempts.failures(key: addressKey, since: since)
        )
        guard allowed else { throw DomainError.rateLimited(retryAfterSeconds: throttle.retryAfterSeconds) }

        if let user = try await accounts.user(email: email), !user.isDisabled,
            let hash = try await accounts.passwordHash(userID: user.id), hash != ExternalSignInService.noPassword
        {
            if try await hasher.verify(password, against: hash) {
                try await loginAttempts.clear(key: accountKey)
                return user
            }
        } else {
            // No account, a disabled one, or one without a password: as slow as a wrong password.
            _ = try await hasher.verify(password, against: hasher.decoyHash())
        }
        try await loginAttempts.recordFailure(keys: [accountKey, addressKey], at: now)
        throw DomainError.unauthenticated
    }

    /// Opens a browser session and returns its secret for the cookie.
    public func startSession(for user: User) async throws -> SecretToken {
        let token = SecretToken.generate()
        let now = clock.now()
        try await sessions.create(token: token, userID: user.id, createdAt: now, expiresAt: now.addingTimeInterval(sessionLifetime))
        return token
    }

    public func signedIn(sessionToken: SecretToken) async throws -> SignedIn? {
        try await sessions.signedIn(token: sessionToken, now: clock.now())
    }

    public func user(appPassword: SecretToken) async throws -> User? {
        try await appPasswords.user(token: appPassword, now: clock.now())
    }

    public func endSession(_ token: SecretToken) async throws {
        try await sessions.delete(token: token)
    }

    /// Changes the password and signs out every other session, since a password change
    /// usually means the old one may be known to someone else.
    public func changePassword(
        user: User, current: String, new: String, confirmation: String, keeping session: SecretToken?
    ) async throws {
        var collector = FieldErrorCollector()
        // An account made through a sign-in provider has no password yet to confirm.
        if let hash = try await accounts.passwordHash(userID: user.id), hash != ExternalSignInService.noPassword,
            try await !hasher.verify(current, against: hash)
        {
            collector.add("current_password", .wrongPassword)
        }
        let newPassword = collector.check { try AccountRules.password(new, field: "new_password") }
        if newPassword != nil, new != confirmation { collector.add("confirm_password", .passwordsDiffer) }
        try collector.throwIfAny()
        try await accounts.updatePasswordHash(userID: user.id, hash: try await hasher.hash(new))
        try await sessions.deleteAll(userID: user.id, except: session)
    }

    /// Validates both fields at once, then renames the person.
    public func updateProfile(user: User, displayName rawDisplayName: String, nickname rawNickname: String) async throws {
        var collector = FieldErrorCollector()
        let displayName = collector.check { try AccountRules.displayName(rawDisplayName) }
        let nickname = collector.check { try AccountRules.nickname(rawNickname) }
        try collector.throwIfAny()
        try await accounts.updateProfile(userID: user.id, displayName: displayName!, nickname: nickname!)
    }

    /// For the admin's CLI: sets a password without knowing the old one and signs the user out everywhere.
    public func resetPassword(email: String, to password: String) async throws {
        let valid = try ValidationFailure.checking { try AccountRules.password(password) }
        guard let user = try await accounts.user(email: email.lowercased()) else { throw DomainError.notFound }
        try await accounts.updatePasswordHash(userID: user.id, hash: try await hasher.hash(valid))
        try await sessions.deleteAll(userID: user.id, except: nil)
    }

    public func setDisabled(email: String, disabled: Bool) async throws {
        guard let user = try await accounts.user(email: email.lowercased()) else { throw DomainError.notFound }
        try await accounts.setDisabled(userID: user.id, disabled: disabled)
        if disabled { try await sessions.deleteAll(userID: user.id, except: nil) }
    }

    /// `firstWeekday` empty (or nil) follows the language; otherwise one of `UserPreferences.firstWeekdayChoices`.
    public func updatePreferences(user: User, language: String?, appearance: String, timeZone: String, firstWeekday: String? = nil)
        async throws
    {
        var collector = FieldErrorCollector()
        var parsedLanguage: Language?
        if let language, !language.isEmpty {
            parsedLanguage = Language(rawValue: language)
            if parsedLanguage == nil { collector.add("language", .invalidValue) }
        }
        let parsedAppearance = Appearance(rawValue: appearance)
        if parsedAppearance == nil { collector.add("appearance", .invalidValue) }
        let zone = collector.check { try AccountRules.timeZone(timeZone) }
        var parsedWeekday: Weekday?
        if let firstWeekday, !firstWeekday.isEmpty {
            parsedWeekday = Weekday(englishName: firstWeekday).flatMap { UserPreferences.firstWeekdayChoices.contains($0) ? $0 : nil }
            if parsedWeekday == nil { collector.add("first_weekday", .invalidValue) }
        }
        try collector.throwIfAny()
        try await accounts.updatePreferences(
            userID: user.id,
            preferences: UserPreferences(
                language: parsedLanguage, appearance: parsedAppearance!, timeZoneIdentifier: zone!, firstWeekday: parsedWeekday
            )
        )
    }

    /// Deleting an account asks for the password, so a forgotten open session cannot do it.
    /// Deletes the account once the person confirms it: with the password, or, for an account
    /// that signs in only through a provider and has none, by typing its email address.
    public func deleteAccount(user: User, password confirmation: String) async throws {
        guard let hash = try await accounts.passwordHash(userID: user.id) else { throw DomainError.notFound }
        if hash == ExternalSignInService.noPassword {
            guard confirmation.trimmingCharacters(in: .whitespaces).lowercased() == user.email.lowercased() else {
                throw ValidationFailure("password", .confirmationMismatch)
            }
        } else if try await !hasher.verify(confirmation, against: hash) {
            throw ValidationFailure("password", .wrongPassword)
        }
        try await accounts.delete(userID: user.id)
    }

    /// The person's app passwords; their tokens are not kept.
    public func appPasswords(of user: User) async throws -> [AppPassword] {
        try await appPasswords.list(userID: user.id)
    }

    /// Returns the app password's record and its token, which is shown this once.
    public func createAppPassword(user: User, name rawName: String) async throws -> (AppPassword, SecretToken) {
        let name = try ValidationFailure.checking { try AppPassword.validName(rawName) }
        let token = SecretToken.generate(prefix: AppPassword.tokenPrefix)
        let record = try await appPasswords.create(id: ids(), userID: user.id, name: name, token: token, createdAt: clock.now())
        return (record, token)
    }

    public func revokeAppPassword(user: User, id: ID<AppPassword>) async throws {
        guard try await appPasswords.revoke(id: id, userID: user.id) else { throw DomainError.notFound }
    }

    public func setOpenSignUp(by user: User, open: Bool) async throws {
        guard user.isAdmin else { throw DomainError.forbidden }
        try await siteSettings.save(SiteSettings(openSignUp: open))
    }
}

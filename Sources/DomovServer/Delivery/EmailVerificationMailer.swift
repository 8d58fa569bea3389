import DomovCore
import DomovOutbound
import DomovStorage
import Foundation

/// Makes a one-time link for the account's address and emails it there.
struct EmailVerificationMailer {
    let services: DomovServices

    /// The person asked for more confirmation emails than `EmailVerification` allows in its window.
    struct Throttled: Error {}

    /// Throws `Throttled`, or `MailerError` when the mail could not be sent; the link is then
    /// useless but harmless.
    func send(to user: User, requestHost: String?) async throws {
        let now = services.clock.now()
        let attempts = services.storage.loginAttempts
        let key = EmailVerification.throttleKey(user.id)
        guard
            try await attempts.failures(key: key, since: now.addingTimeInterval(-EmailVerification.throttleWindow))
                < EmailVerification.maximumEmailsPerWindow
        else { throw Throttled() }
        // Without a mail server no link is made, so one already on its way keeps working.
        let server = try await services.mailer.server()
        // The attempt store counts events under a key; here the event is an email sent.
        try await attempts.recordFailure(keys: [key], at: now)
        let token = SecretToken.generate(prefix: EmailVerification.tokenPrefix)
        try await services.storage.notificationSettings.createEmailVerification(
            userID: user.id, address: user.email, token: token, createdAt: now,
            expiresAt: now.addingTimeInterval(EmailVerification.lifetime)
        )
        let to = try MailerError.recipient(user)
        let link = services.absoluteURL(.verifyEmail(token: token.value), requestHost: requestHost)
        let messages = DeliveryMessages(user: user, baseURL: services.siteAddress(requestHost: requestHost))
        try await services.mailer.send(via: server) { from in messages.verificationEmail(link: link, from: from, to: to, now: now) }
    }
}

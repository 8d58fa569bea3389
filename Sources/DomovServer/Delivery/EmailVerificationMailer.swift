import DomovCore
import DomovDelivery
import DomovStorage
import Foundation

/// Makes a one-time link for the account's address and emails it there.
struct EmailVerificationMailer {
    let services: DomovServices

    /// Throws `MailerError` when the mail could not be sent; the link is then useless but harmless.
    func send(to user: User, requestHost: String?) async throws {
        // Without a mail server no link is made, so one already on its way keeps working.
        let server = try await services.mailer.server()
        let token = SecretToken.generate(prefix: EmailVerification.tokenPrefix)
        let now = services.clock.now()
        try await services.storage.notificationSettings.createEmailVerification(
            userID: user.id, address: user.email, token: token, createdAt: now, expiresAt: now.addingTimeInterval(EmailVerification.lifetime)
        )
        let to = try MailerError.recipient(user)
        let link = services.absoluteURL(.verifyEmail(token: token.value), requestHost: requestHost)
        let messages = DeliveryMessages(user: user, baseURL: services.siteAddress(requestHost: requestHost))
        try await services.mailer.send(via: server) { from in messages.verificationEmail(link: link, from: from, to: to, now: now) }
    }
}

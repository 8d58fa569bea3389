import DomovCore
import DomovOutbound
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
        let confirmations = services.notificationSettings
        guard try await confirmations.maySendConfirmation(to: user) else { throw Throttled() }
        // Without a mail server no link is made, so one already on its way keeps working.
        let server = try await services.mailer.server()
        let token = try await confirmations.startConfirmation(for: user)
        let to = try MailerError.recipient(user)
        let link = services.absoluteURL(.verifyEmail(token: token.value), requestHost: requestHost)
        let messages = DeliveryMessages(user: user, baseURL: services.siteAddress(requestHost: requestHost))
        try await services.mailer.send(via: server) { from in messages.verificationEmail(link: link, from: from, to: to, now: now) }
    }
}

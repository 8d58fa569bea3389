import DomovCore
import DomovOutbound
import Foundation
import Logging

/// Sends the meeting invitations that are due, oldest first, with the reminders' retry policy,
/// and records what became of each (the item's page shows it per guest).
///
/// The guarantee is the deliveries' one: a lease keeps two processes from sending the same
/// invitation, and a process killed mid-send sends it again once the lease ends, with the same
/// Message-ID, so mail clients show it once.
struct MeetingInvitationSender: Sendable {
    let dispatch: NotificationDispatchService
    let mailer: Mailer
    let baseURL: String
    let logger: Logger
    var retry = DeliveryRetryPolicy()
    var batchSize = 100
    var lease: TimeInterval = 120

    @discardableResult
    func sendDue(now: Date) async throws -> Int {
        var sent = 0
        while true {
            let due = try await dispatch.claimDueInvitations(now: now, limit: batchSize, lease: lease)
            guard !due.isEmpty else { break }
            let server = try await dispatch.mailServer()
            var organizers: [ID<User>: User] = [:]
            // One at a time: invitations come a few per edit, and their order matters (an
            // update must not overtake the invitation it updates).
            for invitation in due {
                if organizers[invitation.organizerID] == nil {
                    organizers[invitation.organizerID] = try await dispatch.organizer(of: invitation)
                }
                let outcome = await attempt(invitation, organizer: organizers[invitation.organizerID], server: server, now: now)
                if outcome == .sent { sent += 1 }
                try await record(invitation, outcome, now: now)
            }
            if due.count < batchSize { break }
        }
        return sent
    }

    private func attempt(_ invitation: MeetingInvitation, organizer: User?, server: MailServerSettings?, now: Date) async -> OutboxOutcome {
        guard let organizer else { return .failed("the organizer's account no longer exists") }
        guard let server else { return .failed(MailerError.notConfigured.description) }
        guard MailAddress(invitation.recipient) != nil else { return .failed("not a usable address: \(invitation.recipient)") }
        do {
            try await mailer.send(via: server) { from in
                DeliveryMessages(user: organizer, baseURL: baseURL).invitationEmail(invitation, from: from, now: now)
            }
            return .sent
        } catch let error as MailerError {
            return error.isRetryable ? .retry(error.description, retryAfter: nil) : .failed(error.description)
        } catch {
            return .retry(String(describing: error), retryAfter: nil)
        }
    }

    private func record(_ invitation: MeetingInvitation, _ outcome: OutboxOutcome, now: Date) async throws {
        let recorded = try await dispatch.record(invitation, outcome, now: now, retry: retry)
        if case .failed(let reason) = recorded {
            logger.warning("A meeting invitation failed", metadata: ["invitation": "\(invitation.id)", "reason": "\(reason)"])
        }
    }
}

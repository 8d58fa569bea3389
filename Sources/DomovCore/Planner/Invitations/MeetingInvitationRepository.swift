import Foundation

/// Where meeting invitations wait to be sent. Planning them is part of `PlannerRepository.write`;
/// this is the sender's side. Every method is one transaction.
public protocol MeetingInvitationRepository: Sendable {
    /// Takes up to `limit` pending invitations due by `now`, oldest first (an update is sent
    /// after the invitation it updates), leasing them until `now + lease`, so two processes
    /// never send the same one.
    func claimDue(now: Date, limit: Int, lease: TimeInterval) async throws -> [MeetingInvitation]
    func markSent(_ id: ID<MeetingInvitation>, attempts: Int, at date: Date) async throws
    func reschedule(_ id: ID<MeetingInvitation>, attempts: Int, nextAttemptAt: Date, error: String?) async throws
    func markFailed(_ id: ID<MeetingInvitation>, attempts: Int, error: String, at date: Date) async throws
    /// The invitations about an item, newest first: what its page shows of each invitee.
    func invitations(itemID: ID<PlannerItem>) async throws -> [MeetingInvitation]
}

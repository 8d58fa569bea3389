import Foundation

/// Where meeting invitations wait to be sent. Planning them is part of `PlannerRepository.write`;
/// this is the sender's side. Every method is one transaction.
public protocol MeetingInvitationRepository: OutboxRepository where Message == MeetingInvitation {
    // Claimed oldest first: an update is sent after the invitation it updates.
    /// The invitations about an item, newest first: what its page shows of each invitee.
    func invitations(itemID: ID<PlannerItem>) async throws -> [MeetingInvitation]
}

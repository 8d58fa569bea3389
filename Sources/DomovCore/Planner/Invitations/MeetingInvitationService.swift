import Foundation

/// What became of a meeting's invitations, for its page: who was invited and whether the email
/// went out. The item is one the caller has read through `PlannerService`, which checked that
/// they may see it.
public struct MeetingInvitationService: Sendable {
    public let invitations: any MeetingInvitationRepository

    public init(invitations: any MeetingInvitationRepository) {
        self.invitations = invitations
    }

    /// The invitations about the item, newest first.
    public func invitations(about item: PlannerItem) async throws -> [MeetingInvitation] {
        try await invitations.invitations(itemID: item.id)
    }
}

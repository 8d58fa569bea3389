import Foundation

/// Someone invited to a meeting: a member of the household, or anyone by email address.
public struct PlannerAttendee: Hashable, Sendable {
    public enum Invitee: Hashable, Sendable {
        /// Sees the meeting in their own planner and calendars.
        case member(ID<User>)
        /// Receives an email invitation with an .ics attachment.
        case email(String)
    }

    /// iCalendar PARTSTAT, the answer an invitee gave.
    public enum Response: String, Hashable, Sendable, CaseIterable, Codable {
        case needsAction = "NEEDS-ACTION"
        case accepted = "ACCEPTED"
        case declined = "DECLINED"
        case tentative = "TENTATIVE"
    }

    public var invitee: Invitee
    /// What to call them: a member's display name, or what an email invitation was given.
    public var name: String
    public var response: Response

    public init(invitee: Invitee, name: String = "", response: Response = .needsAction) {
        self.invitee = invitee
        self.name = name
        self.response = response
    }

    public var email: String? {
        if case .email(let address) = invitee { address } else { nil }
    }

    public var memberID: ID<User>? {
        if case .member(let id) = invitee { id } else { nil }
    }

    public static let maximumCount = 100
}

extension PlannerAttendee {
    /// The new list of invitees, keeping the answers of those who were already invited.
    static func merging(_ invitees: [PlannerAttendee], keepingResponsesOf previous: [PlannerAttendee]) -> [PlannerAttendee] {
        invitees.map { invitee in
            var merged = invitee
            if let earlier = previous.first(where: { $0.invitee == invitee.invitee }) { merged.response = earlier.response }
            return merged
        }
    }
}

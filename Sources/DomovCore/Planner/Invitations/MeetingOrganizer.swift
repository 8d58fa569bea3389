import Foundation

/// Who a meeting invitation is from: the item's author, as the ORGANIZER that invitees' calendar
/// apps show and answer to.
public struct MeetingOrganizer: Sendable, Equatable {
    public let id: ID<User>
    public let name: String
    public let email: String

    public init(id: ID<User>, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }

    public init(_ user: User) {
        self.init(id: user.id, name: user.displayName, email: user.email)
    }
}

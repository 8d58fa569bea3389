import DomovCore
import Foundation

/// The chores module's pages and form targets, under /chores/{household}. Part of `SiteURL`.
public enum ChoresURL: Sendable, Equatable {
    /// The house's rooms; `mine` shows only My rooms.
    case rooms(ID<Household>, mine: Bool = false)
    /// What is critical or overdue now, most urgent first, and completions per member.
    /// `show`: how many of the most urgent chores the list shows (the page's default when nil).
    case overview(ID<Household>, allRooms: Bool = false, show: Int? = nil)
    case newRoom(ID<Household>)
    /// POST: create a room.
    case createRoom(ID<Household>)
    /// A room's chores, by time remaining.
    case room(ID<Household>, ID<ChoreRoom>)
    /// POST: add to or remove from My rooms (the form says which).
    case myRoom(ID<Household>, ID<ChoreRoom>)
    /// GET asks for confirmation; POST deletes the room and its chores.
    case deleteRoom(ID<Household>, ID<ChoreRoom>)
    case newChore(ID<Household>, room: ID<ChoreRoom>?)
    /// POST: create a chore (the room travels in the form).
    case createChore(ID<Household>)
    case chore(ID<Household>, ID<Chore>, firstChore: Bool = false)
    case editChore(ID<Household>, ID<Chore>)
    /// POST: save the edited chore.
    case updateChore(ID<Household>, ID<Chore>)
    /// POST: complete a one-time chore, renew a recurring one.
    case complete(ID<Household>, ID<Chore>)
    /// POST: change the assignee and the rotation.
    case assign(ID<Household>, ID<Chore>)
    /// POST: undo the last completion.
    case undo(ID<Household>, ID<Chore>)
    /// GET asks for confirmation; POST deletes the chore.
    case deleteChore(ID<Household>, ID<Chore>)
    /// POST: Undo of a delete, the chore back as it was (the next page in the form).
    case restore(ID<Household>, ID<Chore>)
    /// POST: make a subscription address for the chores calendar (shown once, on the overview).
    case createFeed(ID<Household>)
    /// The chores calendar of a subscription address: beside the planner's file under /feeds,
    /// with the same token (ChoresFeedController).
    case feed(token: String)

    var path: String {
        switch self {
        case .rooms(let h, let mine): "/chores/\(h)" + (mine ? "?mine=1" : "")
        case .overview(let h, let all, let show):
            "/chores/\(h)/overview" + Self.query([all ? "rooms=all" : nil, show.map { "show=\($0)" }])
        case .newRoom(let h): "/chores/\(h)/rooms/new"
        case .createRoom(let h): "/chores/\(h)/rooms"
        case .room(let h, let r): "/chores/\(h)/rooms/\(r)"
        case .myRoom(let h, let r): "/chores/\(h)/rooms/\(r)/mine"
        case .deleteRoom(let h, let r): "/chores/\(h)/rooms/\(r)/delete"
        case .newChore(let h, let room): "/chores/\(h)/chores/new" + (room.map { "?room=\($0)" } ?? "")
        case .createChore(let h): "/chores/\(h)/chores"
        case .chore(let h, let c, let first): "/chores/\(h)/chores/\(c)" + (first ? "?first=1" : "")
        case .editChore(let h, let c): "/chores/\(h)/chores/\(c)/edit"
        case .updateChore(let h, let c): "/chores/\(h)/chores/\(c)"
        case .complete(let h, let c): "/chores/\(h)/chores/\(c)/complete"
        case .assign(let h, let c): "/chores/\(h)/chores/\(c)/assign"
        case .undo(let h, let c): "/chores/\(h)/chores/\(c)/undo"
        case .deleteChore(let h, let c): "/chores/\(h)/chores/\(c)/delete"
        case .restore(let h, let c): "/chores/\(h)/chores/\(c)/restore"
        case .createFeed(let h): "/chores/\(h)/feeds"
        case .feed(let token): "/feeds/\(token)/chores.ics"
        }
    }

    private static func query(_ parameters: [String?]) -> String {
        let present = parameters.compactMap { $0 }
        return present.isEmpty ? "" : "?" + present.joined(separator: "&")
    }
}

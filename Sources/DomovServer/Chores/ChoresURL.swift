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

    /// The path patterns the router registers; `path` fills them in.
    enum Route: String, RoutePattern {
        /// Opens the current household's rooms (`SiteURL.module(.chores)`).
        case start = "/chores"
        case rooms = "/chores/:household"
        case overview = "/chores/:household/overview"
        case createFeed = "/chores/:household/feeds"
        case newRoom = "/chores/:household/rooms/new"
        case createRoom = "/chores/:household/rooms"
        case room = "/chores/:household/rooms/:room"
        case myRoom = "/chores/:household/rooms/:room/mine"
        case deleteRoom = "/chores/:household/rooms/:room/delete"
        case newChore = "/chores/:household/chores/new"
        case createChore = "/chores/:household/chores"
        /// GET shows the chore; POST saves it edited (`updateChore`).
        case chore = "/chores/:household/chores/:chore"
        case editChore = "/chores/:household/chores/:chore/edit"
        case complete = "/chores/:household/chores/:chore/complete"
        case assign = "/chores/:household/chores/:chore/assign"
        case undo = "/chores/:household/chores/:chore/undo"
        case deleteChore = "/chores/:household/chores/:chore/delete"
        case restore = "/chores/:household/chores/:chore/restore"
        /// The same parameter as the planner feed's "/feeds/:file": the router allows one name per level.
        case feed = "/feeds/:file/chores.ics"
    }

    var path: String {
        switch self {
        case .rooms(let h, let mine): Route.rooms.path(h) + (mine ? "?mine=1" : "")
        case .overview(let h, let all, let show):
            Route.overview.path(h) + Self.query([all ? "rooms=all" : nil, show.map { "show=\($0)" }])
        case .newRoom(let h): Route.newRoom.path(h)
        case .createRoom(let h): Route.createRoom.path(h)
        case .room(let h, let r): Route.room.path(h, r)
        case .myRoom(let h, let r): Route.myRoom.path(h, r)
        case .deleteRoom(let h, let r): Route.deleteRoom.path(h, r)
        case .newChore(let h, let room): Route.newChore.path(h) + (room.map { "?room=\($0)" } ?? "")
        case .createChore(let h): Route.createChore.path(h)
        case .chore(let h, let c, let first): Route.chore.path(h, c) + (first ? "?first=1" : "")
        case .editChore(let h, let c): Route.editChore.path(h, c)
        case .updateChore(let h, let c): Route.chore.path(h, c)
        case .complete(let h, let c): Route.complete.path(h, c)
        case .assign(let h, let c): Route.assign.path(h, c)
        case .undo(let h, let c): Route.undo.path(h, c)
        case .deleteChore(let h, let c): Route.deleteChore.path(h, c)
        case .restore(let h, let c): Route.restore.path(h, c)
        case .createFeed(let h): Route.createFeed.path(h)
        case .feed(let token): Route.feed.path(token)
        }
    }

    private static func query(_ parameters: [String?]) -> String {
        let present = parameters.compactMap { $0 }
        return present.isEmpty ? "" : "?" + present.joined(separator: "&")
    }
}

import DomovCore
import Foundation
import Hummingbird

/// The chores module in the browser: rooms, My rooms, chores, and the house overview.
/// Every page is under /chores/{household}; non-members get 404 from the service.
struct ChoresController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let signedIn = router.group(context: SignedInRequestContext.self)
        let household = router.group(context: HouseholdRequestContext.self)
        signedIn.get(ChoresURL.Route.start, use: start)
        household.get(ChoresURL.Route.rooms, use: rooms)
        household.get(ChoresURL.Route.overview, use: overview)
        household.post(ChoresURL.Route.createFeed, use: createFeed)
        household.get(ChoresURL.Route.newRoom, use: newRoom)
        household.post(ChoresURL.Route.createRoom, use: createRoom)
        household.get(ChoresURL.Route.room, use: room)
        household.post(ChoresURL.Route.myRoom, use: setMyRoom)
        household.get(ChoresURL.Route.deleteRoom, use: confirmDeleteRoom)
        household.post(ChoresURL.Route.deleteRoom, use: deleteRoom)
        household.get(ChoresURL.Route.newChore, use: newChore)
        household.post(ChoresURL.Route.createChore, use: createChore)
        household.get(ChoresURL.Route.chore, use: chore)
        household.get(ChoresURL.Route.editChore, use: editChore)
        household.post(ChoresURL.Route.chore, use: updateChore)
        household.post(ChoresURL.Route.complete, use: complete)
        household.post(ChoresURL.Route.assign, use: assign)
        household.post(ChoresURL.Route.undo, use: undo)
        household.get(ChoresURL.Route.deleteChore, use: confirmDeleteChore)
        household.post(ChoresURL.Route.deleteChore, use: deleteChore)
        household.post(ChoresURL.Route.restore, use: restoreChore)
    }

    /// /chores opens the current household's rooms.
    @Sendable func start(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        _ = context.user
        guard let household = context.currentHousehold else { return .redirect(to: .households) }
        return .redirect(to: .chores(.rooms(household.id)))
    }

    @Sendable func rooms(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let rooms = try await services.chores.rooms(in: frame.householdID, for: user)
        let mine = try await services.chores.myRoomIDs(in: frame.householdID, for: user)
        let counts = try await services.chores.roomCounts(in: frame.householdID, for: user)
        let mineOnly = request.uri.queryParameters["mine"] == "1"
        return .html(ChoresRoomsPage(frame: frame, rooms: rooms, myRoomIDs: mine, mineOnly: mineOnly, counts: counts).render())
    }

    @Sendable func overview(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        return .html(try await overviewPage(request, user, frame).render())
    }

    private func overviewPage(_ request: Request, _ user: User, _ frame: ChoresFrame) async throws -> ChoresOverviewPage {
        let allRooms = request.uri.queryParameters["rooms"] == "all"
        let shown = ChoresOverviewPage.shown(request.uri.queryParameters["show"].map(String.init))
        let mine = allRooms ? nil : try await services.chores.myRoomIDs(in: frame.householdID, for: user)
        let urgent = try await services.chores.urgent(in: frame.householdID, rooms: mine, limit: shown, for: user)
        let rooms = try await services.chores.rooms(in: frame.householdID, for: user)
        let completions = try await services.chores.completionsPerMember(in: frame.householdID, for: user)
        return ChoresOverviewPage(
            frame: frame, urgent: urgent.chores, total: urgent.total, rooms: Dictionary(uniqueKeysWithValues: rooms.map { ($0.id, $0) }),
            allRooms: allRooms, completions: completions
        )
    }

    /// Makes a subscription address (a planner feed token, named for the chores) and shows its
    /// chores calendar address once on the overview, as the planner shows its own.
    @Sendable func createFeed(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let token = try await services.calendarFeeds.create(named: frame(.feedName), in: frame.householdID, by: user)
        var page = try await overviewPage(request, user, frame)
        page.newFeedURL = services.absoluteURL(.chores(.feed(token: token.value)), requestHost: request.head.authority)
        return .html(page.render(), status: .created)
    }

    // MARK: Rooms

    @Sendable func newRoom(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (_, frame) = try await scope(context)
        return .html(ChoresRoomFormPage(frame: frame).render())
    }

    @Sendable func createRoom(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        do {
            let input = ChoreRoomInput(name: context.form[ChoresRoomFormPage.Field.name], type: context.form[ChoresRoomFormPage.Field.type])
            let room = try await services.chores.createRoom(input, in: frame.householdID, by: user)
            return .redirect(to: .chores(.room(frame.householdID, room.id)))
        } catch let failure as ValidationFailure {
            let page = ChoresRoomFormPage(frame: frame, values: context.form, failure: failure)
            return .html(page.render(), status: failure.isConflict ? .conflict : .unprocessableContent)
        }
    }

    @Sendable func room(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let room = try await services.chores.room(try Self.roomID(context), in: frame.householdID, for: user)
        let chores = try await services.chores.chores(in: frame.householdID, room: room.id, for: user)
        let mine = try await services.chores.myRoomIDs(in: frame.householdID, for: user).contains(room.id)
        return .html(ChoresRoomPage(frame: frame, room: room, chores: chores, isMine: mine).render())
    }

    @Sendable func setMyRoom(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let id = try Self.roomID(context)
        try await services.chores.setMyRoom(id, in: frame.householdID, context.form[ChoresRoomPage.Field.mine] != "0", for: user)
        return .redirect(to: .chores(.room(frame.householdID, id)))
    }

    @Sendable func confirmDeleteRoom(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        let room = try await services.chores.room(try Self.roomID(context), in: frame.householdID, for: user)
        let count = try await services.chores.chores(in: frame.householdID, room: room.id, for: user).count
        return .html(ChoresDeletePage(frame: frame, subject: .room(room, choreCount: count)).render())
    }

    @Sendable func deleteRoom(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (user, frame) = try await scope(context)
        try await services.chores.deleteRoom(try Self.roomID(context), in: frame.householdID, by: user)
        // Back to the house, saying so.
        return .redirect(toPath: ActionNotice.roomDeleted.appended(to: SiteURL.chores(.rooms(frame.householdID)).path))
    }

    // MARK: Helpers

    /// The signed-in user and the frame of the household in the path (404 for non-members).
    func scope(_ context: HouseholdRequestContext) async throws -> (User, ChoresFrame) {
        let user = context.user
        let householdID = context.householdID
        let (household, _) = try await services.households.household(householdID, for: user)
        let members = try await services.households.members(of: householdID, for: user)
            .sorted { $0.nickname.localizedStandardCompare($1.nickname) == .orderedAscending }
        let frame = ChoresFrame(
            chrome: services.chrome(context, section: .module(.chores)), household: household, members: members,
            timeZone: user.preferences.timeZone, now: services.clock.now()
        )
        return (user, frame)
    }

    static func roomID(_ context: some RequestContext) throws -> ID<ChoreRoom> {
        guard let id = ID<ChoreRoom>(context.parameters.get("room") ?? "") else { throw DomainError.notFound }
        return id
    }

    static func choreID(_ context: some RequestContext) throws -> ID<Chore> {
        guard let id = ID<Chore>(context.parameters.get("chore") ?? "") else { throw DomainError.notFound }
        return id
    }
}

import DomovCore
import Foundation
import Hummingbird

/// /api/v1/households/{household}/chores: rooms, My rooms, chores, completions and the overview.
/// Someone outside the household gets 404 for all of it.
struct ChoresAPIController {
    let services: DomovServices

    func addRoutes(to router: some RouterMethods<DomovRequestContext>) {
        let household = router.group(context: HouseholdRequestContext.self)
        let chores = "households/:household/chores"
        household.get("\(chores)/rooms", use: rooms)
        household.post("\(chores)/rooms", use: createRoom)
        household.get("\(chores)/rooms/:room", use: room)
        household.delete("\(chores)/rooms/:room", use: deleteRoom)
        household.put("\(chores)/rooms/:room/mine", use: addToMyRooms)
        household.delete("\(chores)/rooms/:room/mine", use: removeFromMyRooms)
        household.get("\(chores)/items", use: list)
        household.post("\(chores)/items", use: create)
        household.get("\(chores)/items/:chore", use: show)
        household.put("\(chores)/items/:chore", use: update)
        household.delete("\(chores)/items/:chore", use: delete)
        household.put("\(chores)/items/:chore/assignment", use: assign)
        household.post("\(chores)/items/:chore/complete", use: complete)
        household.post("\(chores)/items/:chore/undo", use: undo)
        household.get("\(chores)/items/:chore/history", use: history)
        household.get("\(chores)/overview", use: overview)
    }

    // MARK: Rooms

    @Sendable func rooms(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let rooms = try await services.chores.rooms(in: householdID, for: user)
        let mine = try await services.chores.myRoomIDs(in: householdID, for: user)
        let onlyMine = request.uri.queryParameters["mine"].map { $0 == "true" || $0 == "1" } ?? false
        return try .json(rooms.filter { !onlyMine || mine.contains($0.id) }.map { ChoreRoomResource($0, mine: mine.contains($0.id)) })
    }

    @Sendable func createRoom(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var request = request
        let body = try await request.decodeJSON(as: ChoreRoomRequest.self, context: context)
        let room = try await services.chores.createRoom(
            ChoreRoomInput(name: body.name ?? "", type: body.type ?? ""), in: householdID, by: user)
        return try .json(ChoreRoomResource(room, mine: true), status: .created)
    }

    @Sendable func room(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let room = try await services.chores.room(try ChoresController.roomID(context), in: householdID, for: user)
        let mine = try await services.chores.myRoomIDs(in: householdID, for: user).contains(room.id)
        return try .json(ChoreRoomResource(room, mine: mine))
    }

    @Sendable func deleteRoom(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        try await services.chores.deleteRoom(try ChoresController.roomID(context), in: context.householdID, by: user)
        return Response(status: .noContent)
    }

    @Sendable func addToMyRooms(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await setMine(true, context)
    }

    @Sendable func removeFromMyRooms(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await setMine(false, context)
    }

    private func setMine(_ mine: Bool, _ context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        try await services.chores.setMyRoom(try ChoresController.roomID(context), in: context.householdID, mine, for: user)
        return Response(status: .noContent)
    }

    // MARK: Chores

    /// The household's chores (or one room's, with `room`) by time remaining.
    @Sendable func list(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var roomID: ID<ChoreRoom>?
        if let text = request.uri.queryParameters["room"] {
            guard let id = ID<ChoreRoom>(String(text)) else { throw ValidationFailure("room", .unknownChoice) }
            roomID = try await services.chores.room(id, in: householdID, for: user).id
        }
        let now = services.clock.now()
        return try .json(try await services.chores.chores(in: householdID, room: roomID, for: user).map { ChoreResource($0, now: now) })
    }

    @Sendable func create(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        var request = request
        let body = try await request.decodeJSON(as: ChoreRequest.self, context: context)
        let (input, problems) = body.input(defaultTimeZone: user.preferences.timeZoneIdentifier)
        do {
            if !problems.isEmpty { throw ValidationFailure(problems) }
            let chore = try await services.chores.create(input, in: householdID, by: user)
            return try .json(ChoreResource(chore, now: services.clock.now()), status: .created)
        } catch let failure as ValidationFailure {
            throw ChoreRequest.renamed(failure)
        }
    }

    @Sendable func show(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let chore = try await services.chores.chore(try ChoresController.choreID(context), in: context.householdID, for: user)
        return try .json(ChoreResource(chore, now: services.clock.now()))
    }

    /// Replaces what the chore is (the same body as creating one); its history stays.
    @Sendable func update(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let existing = try await services.chores.chore(try ChoresController.choreID(context), in: householdID, for: user)
        var request = request
        let body = try await request.decodeJSON(as: ChoreRequest.self, context: context)
        let (input, problems) = body.input(defaultTimeZone: existing.timeZoneIdentifier)
        do {
            if !problems.isEmpty { throw ValidationFailure(problems) }
            let chore = try await services.chores.update(existing.id, in: householdID, with: input, by: user)
            return try .json(ChoreResource(chore, now: services.clock.now()))
        } catch let failure as ValidationFailure {
            throw ChoreRequest.renamed(failure)
        }
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        try await services.chores.delete(try ChoresController.choreID(context), in: context.householdID, by: user)
        return Response(status: .noContent)
    }

    /// Sets who does the chore and, for a recurring one, how it rotates on each renewal.
    @Sendable func assign(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body = try await request.decodeJSON(as: ChoreAssignmentRequest.self, context: context)
        do {
            let chore = try await services.chores.assign(
                try ChoresController.choreID(context), in: context.householdID, assignee: body.assigneeId ?? "",
                rotationMode: body.rotation?.mode == "none" ? "" : body.rotation?.mode ?? "", rotationMembers: body.rotation?.members ?? [],
                by: user
            )
            return try .json(ChoreResource(chore, now: services.clock.now()))
        } catch let failure as ValidationFailure {
            throw ChoreRequest.renamed(failure)
        }
    }

    /// Completes a one-time chore or renews a recurring one; the body (optional) holds a note
    /// and who did it.
    @Sendable func complete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        var request = request
        let body =
            request.headers[.contentType] == nil ? nil : try await request.decodeJSON(as: ChoreCompleteRequest.self, context: context)
        do {
            let chore = try await services.chores.complete(
                try ChoresController.choreID(context), in: context.householdID, note: body?.note ?? "",
                doneBy: body?.memberId ?? "", by: user
            )
            return try .json(ChoreResource(chore, now: services.clock.now()))
        } catch let failure as ValidationFailure {
            throw ChoreRequest.renamed(failure)
        }
    }

    @Sendable func undo(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let chore = try await services.chores.undoLastCompletion(
            try ChoresController.choreID(context), in: context.householdID, by: user)
        return try .json(ChoreResource(chore, now: services.clock.now()))
    }

    @Sendable func history(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let completions = try await services.chores.completions(
            of: try ChoresController.choreID(context), in: context.householdID, for: user)
        return try .json(completions.map(ChoreCompletionResource.init))
    }

    /// Critical and overdue chores in My rooms (all rooms with `rooms=all`), most urgent first,
    /// and completions per member over the last 30 days.
    @Sendable func overview(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let user = context.user
        let householdID = context.householdID
        let all = request.uri.queryParameters["rooms"] == "all"
        let mine = all ? nil : try await services.chores.myRoomIDs(in: householdID, for: user)
        let urgent = try await services.chores.urgent(in: householdID, rooms: mine, for: user)
        let counts = try await services.chores.completionsPerMember(in: householdID, for: user)
        let members = try await services.households.members(of: householdID, for: user)
            .sorted { $0.nickname.localizedStandardCompare($1.nickname) == .orderedAscending }
        let now = services.clock.now()
        return try .json(
            ChoresOverviewResource(
                urgent: urgent.chores.map { ChoreResource($0, now: now) },
                completionsLast30Days: members.map {
                    .init(memberId: $0.userID.description, nickname: $0.nickname, completions: counts[$0.userID, default: 0])
                }
            ))
    }
}

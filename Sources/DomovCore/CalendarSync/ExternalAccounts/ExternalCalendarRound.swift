import Foundation

/// One pass over one synced calendar: reads both sides, plans (`ExternalSyncPlan`) and carries
/// out the steps, saving each object's state as soon as both sides hold the same version.
struct ExternalCalendarRound {
    let sync: ExternalCalendarSync
    let calendarID: ID<ExternalCalendar>
    let collectionURL: String
    let plannerCalendarID: ID<PlannerCalendar>
    let householdID: ID<Household>
    let credentials: ExternalCredentials
    let owner: User
    /// Conflict copies made in Domov, which a further pass writes to the server.
    private(set) var madeCopies = false
    /// UIDs a download settled this pass, whose planned upload is then moot.
    private var settledUIDs: Set<String> = []
    private var states: [ExternalObjectState] = []

    init(
        sync: ExternalCalendarSync, calendarID: ID<ExternalCalendar>, collectionURL: String, plannerCalendarID: ID<PlannerCalendar>,
        householdID: ID<Household>, credentials: ExternalCredentials, owner: User
    ) {
        self.sync = sync
        self.calendarID = calendarID
        self.collectionURL = collectionURL
        self.plannerCalendarID = plannerCalendarID
        self.householdID = householdID
        self.credentials = credentials
        self.owner = owner
    }

    private var remote: any ExternalCalendarRemote { sync.remote }
    private var repository: any ExternalCalendarRepository { sync.repository }

    /// - Parameter serverUnchanged: the collection's version is the one the last sync ended at,
    ///   so only Domov's side can have changed.
    mutating func run(serverUnchanged: Bool) async throws {
        madeCopies = false
        settledUIDs = []
        states = try await repository.objectStates(calendarID: calendarID)
        let local = try await localFingerprints()
        try await takeOverItemsFingerprints(local)
        if serverUnchanged, Self.domovUnchanged(local, since: states) { return }
        let remoteETags = try await remote.etags(inCollection: collectionURL, credentials)
        for step in ExternalSyncPlan.steps(states: states, remote: remoteETags, local: local) {
            switch step {
            case .download(let url), .conflict(_, let url):
                try await download(url)
            case .upload(let uid, let url, let etag):
                try await upload(uid, to: url, ifMatch: etag)
            case .deleteInDomov(let uid, let url):
                do {
                    try await sync.planner.deleteCalendarObject(write(uid), by: owner)
                } catch DomainError.notFound {
                    // Already gone: nothing left to delete.
                }
                try await repository.deleteObjectState(url: url, calendarID: calendarID)
            case .deleteOnServer(let url, let etag):
                switch try await remote.delete(at: url, ifMatch: etag, credentials) {
                case .done: try await repository.deleteObjectState(url: url, calendarID: calendarID)
                // Changed there meanwhile: the change wins, and comes back into Domov.
                case .preconditionFailed: try await download(url)
                // Kept in its state, so the next sync tries again.
                case .refused: break
                }
            case .forget(let url):
                try await repository.deleteObjectState(url: url, calendarID: calendarID)
            }
        }
    }

    private static func domovUnchanged(_ local: [String: String], since states: [ExternalObjectState]) -> Bool {
        let held = states.filter { $0.localFingerprint != nil }
        return held.count == local.count && held.allSatisfy { local[$0.uid] == $0.localFingerprint }
    }

    // MARK: Domov's side

    private func localObjects(uids: [String]? = nil) async throws -> [PlannerObjectItems] {
        try await sync.planner.calendarObjects(in: householdID, uids: uids, calendar: .personal(plannerCalendarID), for: owner)
    }

    /// Domov's stored objects in the synced calendar (journal entries do not sync), with their
    /// texts or, for a listing, without.
    private func storedObjects(uids: [String]? = nil, readingTexts: Bool) async throws -> [StoredCalendarObject] {
        try await sync.planner.storedCalendarObjects(
            in: householdID, uids: uids, calendar: .personal(plannerCalendarID), for: owner, readingTexts: readingTexts
        ).filter { $0.component != .journal }
    }

    private func localFingerprints() async throws -> [String: String] {
        Dictionary(
            try await storedObjects(readingTexts: false).map { ($0.uid, ExternalObjectState.fingerprint($0)) },
            uniquingKeysWith: { first, _ in first })
    }

    private func localFingerprint(_ uid: String) async throws -> String? {
        try await storedObjects(uids: [uid], readingTexts: false).first.map(ExternalObjectState.fingerprint)
    }

    /// States saved when fingerprints were lists of item versions: where Domov's items are still
    /// those the state names, it takes the stored text's fingerprint, so the change of kind
    /// uploads nothing by itself (and makes no conflict copy of what did not change).
    private mutating func takeOverItemsFingerprints(_ local: [String: String]) async throws {
        let old = states.filter { $0.localFingerprint.map(ExternalObjectState.isItemsFingerprint) ?? false }
        guard !old.isEmpty else { return }
        let objects = try await localObjects(uids: old.map(\.uid))
        for var state in old {
            guard let object = objects.first(where: { $0.uid == state.uid }), let now = local[state.uid],
                ExternalObjectState.itemsFingerprint(object) == state.localFingerprint
            else { continue }
            state.localFingerprint = now
            try await save(state)
            if let index = states.firstIndex(where: { $0.url == state.url }) { states[index] = state }
        }
    }

    private func write(_ uid: String) -> CalendarObjectWrite {
        CalendarObjectWrite(householdID: householdID, uid: uid, name: nil, expectation: .anything, calendarID: plannerCalendarID)
    }

    private func text(of object: PlannerObjectItems) -> String {
        let lastModified = object.items.map(\.updatedAt).max() ?? object.master.updatedAt
        return sync.writer(lastModified).object(items: object.items).serialized()
    }

    private var reader: PlannerCalendarReader {
        PlannerCalendarReader(defaultTimeZone: owner.preferences.timeZoneIdentifier)
    }

    // MARK: Steps

    /// Reads the server's object into Domov. When Domov's copy of that UID changed since the
    /// last sync (or was never synced), it is first kept as a conflict copy.
    private mutating func download(_ url: String) async throws {
        // Gone meanwhile: the next sync sees it missing.
        guard let fetched = try await remote.object(at: url, credentials) else { return }
        let object: PlannerCalendarObject
        do {
            object = try reader.object(from: fetched.text)
        } catch {
            try await skip(url, uid: "", etag: fetched.etag, reason: "\(error)")
            return
        }
        settledUIDs.insert(object.uid)
        if let fingerprint = try await localFingerprint(object.uid),
            states.first(where: { $0.uid == object.uid })?.localFingerprint != fingerprint,
            let mine = try await localObjects(uids: [object.uid]).first
        {
            try await keepCopy(of: mine)
        }
        do {
            try await sync.planner.saveCalendarObject(
                object, text: fetched.text, as: write(object.uid), by: owner, builtinCategory: sync.builtinCategory)
        } catch is CalendarObjectConflict {
            try await skip(url, uid: object.uid, etag: fetched.etag, reason: "uid-in-another-calendar")
            return
        } catch let error as PlannerCalendarReadError {
            try await skip(url, uid: object.uid, etag: fetched.etag, reason: "\(error)")
            return
        } catch let failure as ValidationFailure {
            try await skip(url, uid: object.uid, etag: fetched.etag, reason: "\(failure.errors)")
            return
        } catch is UsageLimitReached {
            // The account's owner is at a limit: no state is saved, so once there is room the
            // next sync downloads the object as new instead of skipping it for good.
            return
        }
        guard let saved = try await localFingerprint(object.uid) else { return }
        try await save(ExternalObjectState(url: url, uid: object.uid, etag: fetched.etag, localFingerprint: saved))
    }

    /// Writes Domov's object to the server: over the version it had (`etag`), or as a new
    /// object at `url` or at a name made from its UID.
    private mutating func upload(_ uid: String, to url: String?, ifMatch etag: String?) async throws {
        // The object as stored, so the server gets what the app that wrote it sent; its text and
        // fingerprint come from one read.
        guard !settledUIDs.contains(uid), let mine = try await storedObjects(uids: [uid], readingTexts: true).first else { return }
        let target = url ?? collectionURL + Self.objectName(uid: uid)
        switch try await remote.put(mine.text, at: target, ifMatch: etag, credentials) {
        case .done(let newETag):
            // Servers that rewrite what they store answer without an ETag (RFC 4791 §5.3.4).
            let stored = if let newETag { newETag } else { try await remote.etag(at: target, credentials) }
            guard let stored else { return }
            try await save(
                ExternalObjectState(url: target, uid: uid, etag: stored, localFingerprint: ExternalObjectState.fingerprint(mine)))
        case .preconditionFailed:
            // Changed (or made) on the server meanwhile: a conflict, settled by its rule.
            try await download(target)
        case .refused:
            // The server cannot hold it; Domov keeps it and the next sync tries again.
            break
        }
    }

    /// Domov's version of a conflicting object, kept as a new object beside the server's.
    private mutating func keepCopy(of mine: PlannerObjectItems) async throws {
        guard var copy = try? reader.object(from: text(of: mine)) else { return }
        copy.uid = UUID().uuidString.lowercased() + "@domov"
        if var master = copy.master {
            master.title = String(master.title.prefix(PlannerItem.titleMaximumLength - sync.copySuffix.count)) + sync.copySuffix
            copy.master = master
        }
        try await sync.planner.saveCalendarObject(copy, text: nil, as: write(copy.uid), by: owner, builtinCategory: sync.builtinCategory)
        madeCopies = true
    }

    private func skip(_ url: String, uid: String, etag: String, reason: String) async throws {
        try await save(ExternalObjectState(url: url, uid: uid, etag: etag, localFingerprint: nil, skipReason: String(reason.prefix(500))))
    }

    private func save(_ state: ExternalObjectState) async throws {
        try await repository.saveObjectState(state, calendarID: calendarID)
    }

    /// A server name for a new object: its UID where that is a plain path segment (no escaping,
    /// so the server's listing names it the same way), else a fresh UUID.
    static func objectName(uid: String) -> String {
        let plain = uid.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") ? $0 : "-" }
        let name = String(plain)
        return (name.isEmpty || name.count > 100 || name.hasPrefix(".") ? UUID().uuidString.lowercased() : name) + ".ics"
    }
}

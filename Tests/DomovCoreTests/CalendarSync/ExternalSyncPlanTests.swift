import DomovCore
import Testing

/// The three-way rules of external calendar sync, one case each: what the server has now, what
/// Domov has now, and what the last sync agreed on.
@Suite("ExternalSyncPlan")
struct ExternalSyncPlanTests {
    let url = "https://dav.example/cal/a.ics"
    var synced: ExternalObjectState { ExternalObjectState(url: url, uid: "a", etag: "e1", localFingerprint: "f1") }

    func steps(_ states: [ExternalObjectState], remote: [String: String], local: [String: String]) -> [ExternalSyncStep] {
        ExternalSyncPlan.steps(states: states, remote: remote, local: local)
    }

    @Test func nothingChangedDoesNothing() {
        #expect(steps([synced], remote: [url: "e1"], local: ["a": "f1"]).isEmpty)
    }

    @Test func aChangeOnOneSideIsCopiedToTheOther() {
        #expect(steps([synced], remote: [url: "e2"], local: ["a": "f1"]) == [.download(url: url)])
        #expect(steps([synced], remote: [url: "e1"], local: ["a": "f2"]) == [.upload(uid: "a", url: url, etag: "e1")])
    }

    @Test func aChangeOnBothSidesIsAConflict() {
        #expect(steps([synced], remote: [url: "e2"], local: ["a": "f2"]) == [.conflict(uid: "a", url: url)])
    }

    @Test func aDeletionIsCopiedUnlessTheOtherSideChangedTheObject() {
        #expect(steps([synced], remote: [:], local: ["a": "f1"]) == [.deleteInDomov(uid: "a", url: url)])
        #expect(steps([synced], remote: [url: "e1"], local: [:]) == [.deleteOnServer(url: url, etag: "e1")])
        // The change wins: restored where it was deleted (If-None-Match at its old address).
        #expect(steps([synced], remote: [:], local: ["a": "f2"]) == [.upload(uid: "a", url: url, etag: nil)])
        #expect(steps([synced], remote: [url: "e2"], local: [:]) == [.download(url: url)])
        #expect(steps([synced], remote: [:], local: [:]) == [.forget(url: url)])
    }

    @Test func newObjectsOnEitherSideTravelAndServerOnesComeFirst() {
        let other = "https://dav.example/cal/b.ics"
        #expect(steps([], remote: [other: "x"], local: ["c": "f"]) == [.download(url: other), .upload(uid: "c", url: nil, etag: nil)])
    }

    @Test func anObjectDomovCannotHoldIsNeverDeletedOnTheServer() {
        let skipped = ExternalObjectState(url: url, uid: "a", etag: "e1", localFingerprint: nil, skipReason: "hourly")
        #expect(steps([skipped], remote: [url: "e1"], local: [:]).isEmpty)
        #expect(steps([skipped], remote: [url: "e2"], local: [:]) == [.download(url: url)])
        #expect(steps([skipped], remote: [:], local: [:]) == [.forget(url: url)])
    }
}

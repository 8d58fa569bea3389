import Foundation

/// One thing a sync does to bring Domov and the server together.
public enum ExternalSyncStep: Sendable, Equatable {
    /// The server has a new or changed object and Domov nothing newer: read it into Domov.
    case download(url: String)
    /// Domov has a new or changed object and the server nothing newer: write it there.
    /// `url` is nil for an object the server never had; `etag` nil writes with If-None-Match.
    case upload(uid: String, url: String?, etag: String?)
    /// Deleted on the server, unchanged in Domov.
    case deleteInDomov(uid: String, url: String)
    /// Deleted in Domov, unchanged on the server.
    case deleteOnServer(url: String, etag: String)
    /// Changed on both sides since the last sync.
    case conflict(uid: String, url: String)
    /// Gone from both sides: only the state is left to drop.
    case forget(url: String)
}

/// The three-way comparison of a sync: the server's objects now, Domov's now, and what the last
/// sync left (`ExternalObjectState`). Pure, so the rules below are tested on their own.
///
/// The rules, as the README documents them:
/// - a change on one side only is copied to the other;
/// - a deletion on one side only is copied to the other, unless the other side changed the
///   object meanwhile: then the change wins and the object is restored where it was deleted;
/// - a change on both sides is a conflict: the server's version stays in place on both sides,
///   and Domov's version is kept beside it as a copy (new UID, marked in its title), which the
///   same sync writes to the server too. Nothing is lost either way.
/// - an object Domov cannot hold (say, repeating hourly) is left alone on the server and
///   reported on the account, never deleted there.
public enum ExternalSyncPlan {
    /// - Parameters:
    ///   - states: what the last sync agreed on.
    ///   - remote: the server's objects now, URL to ETag.
    ///   - local: Domov's objects now, UID to fingerprint.
    public static func steps(states: [ExternalObjectState], remote: [String: String], local: [String: String]) -> [ExternalSyncStep] {
        var steps: [ExternalSyncStep] = []
        var knownURLs: Set<String> = []
        var knownUIDs: Set<String> = []
        for state in states {
            knownURLs.insert(state.url)
            knownUIDs.insert(state.uid)
            let remoteETag = remote[state.url]
            guard let base = state.localFingerprint else {
                // Skipped before: read again only when the server's copy changed.
                if remoteETag == nil {
                    steps.append(.forget(url: state.url))
                } else if remoteETag != state.etag {
                    steps.append(.download(url: state.url))
                }
                continue
            }
            let localFingerprint = local[state.uid]
            switch (remoteETag, localFingerprint) {
            case (nil, nil):
                steps.append(.forget(url: state.url))
            case (nil, .some(let now)):
                steps.append(
                    now == base ? .deleteInDomov(uid: state.uid, url: state.url) : .upload(uid: state.uid, url: state.url, etag: nil))
            case (.some(let etag), nil):
                steps.append(etag == state.etag ? .deleteOnServer(url: state.url, etag: etag) : .download(url: state.url))
            case (.some(let etag), .some(let now)):
                switch (etag != state.etag, now != base) {
                case (false, false): break
                case (true, false): steps.append(.download(url: state.url))
                case (false, true): steps.append(.upload(uid: state.uid, url: state.url, etag: etag))
                case (true, true): steps.append(.conflict(uid: state.uid, url: state.url))
                }
            }
        }
        // New on the server first: one that carries a UID Domov also made since is a conflict,
        // found when it is read, and the upload of that UID is then dropped.
        for url in remote.keys.sorted() where !knownURLs.contains(url) {
            steps.append(.download(url: url))
        }
        for uid in local.keys.sorted() where !knownUIDs.contains(uid) {
            steps.append(.upload(uid: uid, url: nil, etag: nil))
        }
        return steps
    }
}

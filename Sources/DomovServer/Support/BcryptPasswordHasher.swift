import Foundation
import DomovCore
import HummingbirdBcrypt
import NIOPosix
import Synchronization

/// bcrypt, run on the thread pool: one hash at cost 12 takes about a quarter of a second,
/// which must not stall the event loops that serve everyone else.
struct BcryptPasswordHasher: PasswordHasher {
    let cost: UInt8

    /// One decoy hash per cost, made on first use and kept for the life of the process.
    private static let decoys = Mutex<[UInt8: String]>([:])

    func hash(_ password: String) async throws -> String {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
    }

    func decoyHash() async throws -> String {
        if let decoy = Self.decoys.withLock({ $0[cost] }) { return decoy }
        let decoy = try await hash(UUID().uuidString)
        return Self.decoys.withLock { decoys in
            if let first = decoys[cost] { return first }
            decoys[cost] = decoy
            return decoy
        }
    }
}

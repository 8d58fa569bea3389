import Foundation
import DomovCore
import HummingbirdBcrypt
import NIOPosix

/// bcrypt, run on the thread pool: one hash at cost 12 takes about a quarter of a second,
/// which must not stall the event loops that serve everyone else.
struct BcryptPasswordHasher: PasswordHasher {
    let cost: UInt8

    func hash(_ password: String) async throws -> String {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
    }
}

/// Turns passwords into slow, salted hashes and checks them. The live implementation
/// (bcrypt) is in the server; the domain only needs the promise.
public protocol PasswordHasher: Sendable {
    func hash(_ password: String) async throws -> String
    func verify(_ password: String, against hash: String) async throws -> Bool
}

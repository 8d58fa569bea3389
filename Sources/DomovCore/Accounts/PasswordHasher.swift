/// Turns passwords into slow, salted hashes and checks them. The live implementation
/// (bcrypt) is in the server; the domain only needs the promise.
public protocol PasswordHasher: Sendable {
    func hash(_ password: String) async throws -> String
    func verify(_ password: String, against hash: String) async throws -> Bool
    /// A hash of no one's password at the cost real hashes have. A log-in for an account that
    /// does not exist (or has no password) is verified against it, so it takes as long as one
    /// for an account that does, and the answer's timing does not tell which emails have one.
    func decoyHash() async throws -> String
}

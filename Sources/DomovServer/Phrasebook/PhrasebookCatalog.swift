import DomovCore
import Foundation
import Logging

/// The packs shipped in the resource bundle, loaded and validated once per process. A pack
/// that fails validation is left out and its problems are logged; the others still load.
struct PhrasebookCatalog: Sendable {
    let packs: [PhrasePack]
    let failures: [PhrasePackError]

    init(packs: [PhrasePack], failures: [PhrasePackError] = []) {
        self.packs = packs
        self.failures = failures
    }

    static let shipped: PhrasebookCatalog = {
        guard let directory = Bundle.module.resourceURL?.appendingPathComponent("Phrasebook") else {
            return PhrasebookCatalog(packs: [])
        }
        let loaded = PhrasePackLoader().packs(in: directory)
        return PhrasebookCatalog(packs: loaded.packs, failures: loaded.failures)
    }()

    func log(to logger: Logger) {
        for failure in failures {
            for message in failure.messages { logger.error("Phrasebook pack refused: \(message)") }
        }
    }

    func pack(_ id: String) -> PhrasePack? {
        packs.first { $0.id == id }
    }

    /// The pack a reader starts with: one from their language if there is one.
    func defaultPack(for language: Language) -> PhrasePack? {
        let code = language == .czech ? "cs" : "en"
        // The seed app's own language first, then any pack the reader can read.
        return packs.first { $0.source.code == code && $0.target.hasCyrillic } ?? packs.first { $0.source.code == code } ?? packs.first
    }
}

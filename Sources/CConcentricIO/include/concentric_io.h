// The part of atomic writes that runs in a signal handler: the temporaries being written and the
// folder made for them, kept in preallocated buffers so that SIGINT, SIGTERM and SIGHUP can remove
// them (async-signal-safe).
#ifndef CONCENTRIC_IO_H
#define CONCENTRIC_IO_H

#include <sys/types.h>

/// How many temporaries can be protected at once (a batch export stages all of its outputs).
#define CONCENTRIC_TEMPORARY_SLOTS 512

/// Creates `path` (O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC with `mode`, so the umask applies)
/// and registers it for removal if SIGINT, SIGTERM or SIGHUP arrives before
/// `concentric_temporary_release`. Returns the descriptor and sets `*slot` (-1 when every slot
/// is taken: the file is then written unprotected), or returns -1 with errno set.
int concentric_temporary_create(const char *path, mode_t mode, int *slot);

/// Forgets a registered temporary (after it was renamed into place or unlinked). Once no
/// temporary is registered, the signals' previous dispositions are restored.
void concentric_temporary_release(int slot);

/// Creates the folder `path` (mkdir with `mode`) for this process's outputs and registers it, to be
/// removed with rmdir (so only while it is empty) if SIGINT, SIGTERM or SIGHUP arrives before
/// `concentric_folder_release`. Returns mkdir's result (errno set on failure) and sets
/// `*registered` (0 when one folder is registered already or `path` is too long: the folder is
/// then unprotected).
int concentric_folder_create(const char *path, mode_t mode, int *registered);

/// Forgets the registered folder (it holds the outputs now, or was removed); harmless when none
/// is registered.
void concentric_folder_release(void);

#endif

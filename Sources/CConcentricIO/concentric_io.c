// Removing an atomic write's temporaries, and the folder made for them, when the process is told
// to stop.
//
// This file holds the project's one piece of global mutable state, on purpose: a signal handler
// can only reach global memory, and may only call async-signal-safe functions (unlink, rmdir,
// sigaction, raise). So the paths live in fixed C buffers, written before a slot is marked live
// and never allocated; the handler removes every live path (and the folder, if still empty),
// restores the signal's previous disposition and raises the signal again, so the process ends
// with the conventional status (130, 143).
#define _GNU_SOURCE
#include "concentric_io.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// PATH_MAX on Linux: open() refuses longer paths, so every temporary that exists fits.
#define PATH_BYTES 4096

enum { FREE = 0, CLAIMED = 1, LIVE = 2 };

static char paths[CONCENTRIC_TEMPORARY_SLOTS][PATH_BYTES];
static volatile sig_atomic_t states[CONCENTRIC_TEMPORARY_SLOTS];
// The folder a batch created: removed after the temporaries in it, by rmdir, so a folder that
// already holds a finished output stays.
static char folder_path[PATH_BYTES];
static volatile sig_atomic_t folder_state;

static const int handled[] = {SIGINT, SIGTERM, SIGHUP};
#define HANDLED_COUNT (sizeof handled / sizeof handled[0])
static struct sigaction previous[HANDLED_COUNT];
static int installed[HANDLED_COUNT];
// Changed only by ordinary code, under the lock, with the signals blocked.
static int live_count;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

// How long the handler waits for a slot being created on another thread (that thread has the
// signals blocked, so it finishes its open() or mkdir() and says whether the file exists):
// bounded, so that a creation stuck in the kernel cannot keep the process from ending.
#define CLAIM_SPINS 100000000L

// The slot's state once no other thread is creating it.
static sig_atomic_t settled(volatile sig_atomic_t *state) {
    sig_atomic_t now = __atomic_load_n(state, __ATOMIC_ACQUIRE);
    for (long spin = 0; now == CLAIMED && spin < CLAIM_SPINS; spin++) now = __atomic_load_n(state, __ATOMIC_ACQUIRE);
    return now;
}

static void remove_temporaries(int signal_number) {
    int saved = errno;
    for (int i = 0; i < CONCENTRIC_TEMPORARY_SLOTS; i++) {
        if (settled(&states[i]) == LIVE) unlink(paths[i]);
    }
    if (settled(&folder_state) == LIVE) rmdir(folder_path);
    for (unsigned k = 0; k < HANDLED_COUNT; k++) {
        if (handled[k] == signal_number) sigaction(signal_number, &previous[k], NULL);
    }
    // Blocked while this handler runs: delivered with the previous disposition on return.
    raise(signal_number);
    errno = saved;
}

static void block_signals(sigset_t *old) {
    sigset_t set;
    sigemptyset(&set);
    for (unsigned k = 0; k < HANDLED_COUNT; k++) sigaddset(&set, handled[k]);
    pthread_sigmask(SIG_BLOCK, &set, old);
}

// Installs the handler when the first temporary appears; an ignored signal stays ignored.
static void install_if_first(void) {
    if (live_count++ > 0) return;
    for (unsigned k = 0; k < HANDLED_COUNT; k++) {
        installed[k] = 0;
        if (sigaction(handled[k], NULL, &previous[k]) != 0) continue;
        if (previous[k].sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = remove_temporaries;
        sigemptyset(&action.sa_mask);
        for (unsigned j = 0; j < HANDLED_COUNT; j++) sigaddset(&action.sa_mask, handled[j]);
        installed[k] = sigaction(handled[k], &action, NULL) == 0;
    }
}

static void restore_if_last(void) {
    if (--live_count > 0) return;
    for (unsigned k = 0; k < HANDLED_COUNT; k++) {
        if (installed[k]) sigaction(handled[k], &previous[k], NULL);
        installed[k] = 0;
    }
}

// Claims a free slot, its path copied, with the handler installed: from here a signal on any
// thread waits for the slot to settle (`settled`). 0 when the slot is taken.
static int claim(volatile sig_atomic_t *state, char *buffer, const char *path, size_t length) {
    if (!__sync_bool_compare_and_swap(state, FREE, CLAIMED)) return 0;
    memcpy(buffer, path, length + 1);
    pthread_mutex_lock(&lock);
    install_if_first();
    pthread_mutex_unlock(&lock);
    return 1;
}

// A claimed slot's outcome: LIVE once its file exists, else FREE again (and the handler
// restored when nothing else is registered).
static void settle(volatile sig_atomic_t *state, int created) {
    if (created) {
        __atomic_store_n(state, LIVE, __ATOMIC_RELEASE);
        return;
    }
    __atomic_store_n(state, FREE, __ATOMIC_RELEASE);
    pthread_mutex_lock(&lock);
    restore_if_last();
    pthread_mutex_unlock(&lock);
}

int concentric_temporary_create(const char *path, mode_t mode, int *slot) {
    *slot = -1;
    size_t length = strlen(path);
    sigset_t old;
    block_signals(&old);
    // Claimed (the handler installed) before the file is created, and live only once this open
    // made it: a signal on another thread in between waits for the outcome, and a failed
    // O_EXCL open never has another file's name removed.
    int claimed = -1;
    for (int i = 0; claimed < 0 && length < PATH_BYTES && i < CONCENTRIC_TEMPORARY_SLOTS; i++) {
        if (claim(&states[i], paths[i], path, length)) claimed = i;
    }
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    int saved = errno;
    if (claimed >= 0) {
        settle(&states[claimed], fd >= 0);
        if (fd >= 0) *slot = claimed;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    errno = saved;
    return fd;
}

void concentric_temporary_release(int slot) {
    if (slot < 0 || slot >= CONCENTRIC_TEMPORARY_SLOTS) return;
    sigset_t old;
    block_signals(&old);
    __atomic_store_n(&states[slot], FREE, __ATOMIC_RELEASE);
    pthread_mutex_lock(&lock);
    restore_if_last();
    pthread_mutex_unlock(&lock);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
}

int concentric_folder_create(const char *path, mode_t mode, int *registered) {
    *registered = 0;
    size_t length = strlen(path);
    sigset_t old;
    block_signals(&old);
    // As a temporary: claimed before mkdir, live once mkdir made it.
    int claimed = length < PATH_BYTES && claim(&folder_state, folder_path, path, length);
    int result = mkdir(path, mode);
    int saved = errno;
    if (claimed) {
        settle(&folder_state, result == 0);
        *registered = result == 0;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    errno = saved;
    return result;
}

void concentric_folder_release(void) {
    sigset_t old;
    block_signals(&old);
    if (__sync_bool_compare_and_swap(&folder_state, LIVE, FREE)) {
        pthread_mutex_lock(&lock);
        restore_if_last();
        pthread_mutex_unlock(&lock);
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
}

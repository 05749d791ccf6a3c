// Holding SIGINT, SIGTERM and SIGHUP while work that must not stop halfway runs. In C so that
// the handler does only what a signal handler may: an atomic exchange and write(2) of a
// buffer that is never freed.
#define _GNU_SOURCE
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include "CSystemCalls.h"

static const int held[] = {SIGINT, SIGTERM, SIGHUP};
enum { heldCount = 3 };
static struct sigaction previous[heldCount];
static int installed[heldCount];
static volatile sig_atomic_t noted = 0;
static int holding = 0;
static char notice_text[512];
static size_t notice_length = 0;

static void note_signal(int number) {
    int before = __atomic_exchange_n(&noted, number, __ATOMIC_SEQ_CST);
    if (before == 0 && notice_length > 0) {
        ssize_t ignored = write(STDERR_FILENO, notice_text, notice_length);
        (void)ignored;
    }
}

int csystemcalls_hold_signals(const char *notice, unsigned long length) {
    if (__atomic_exchange_n(&holding, 1, __ATOMIC_SEQ_CST) != 0) return -1;
    notice_length = length < sizeof notice_text ? length : sizeof notice_text - 1;
    memcpy(notice_text, notice, notice_length);
    __atomic_store_n(&noted, 0, __ATOMIC_SEQ_CST);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = note_signal;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < heldCount; i++) sigaddset(&action.sa_mask, held[i]);
    // A wait or a write the signal lands in goes on rather than failing.
    action.sa_flags = SA_RESTART;
    for (int i = 0; i < heldCount; i++) {
        installed[i] = 0;
        if (sigaction(held[i], NULL, &previous[i]) != 0) continue;
        // Ignored (nohup, a background job): it stays ignored, and no notice promises a stop.
        if (previous[i].sa_handler == SIG_IGN) continue;
        if (sigaction(held[i], &action, NULL) == 0) installed[i] = 1;
    }
    return 0;
}

int csystemcalls_release_signals(void) {
    if (!__atomic_load_n(&holding, __ATOMIC_SEQ_CST)) return 0;
    for (int i = 0; i < heldCount; i++) {
        if (installed[i]) sigaction(held[i], &previous[i], NULL);
        installed[i] = 0;
    }
    int arrived = __atomic_exchange_n(&noted, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&holding, 0, __ATOMIC_SEQ_CST);
    return arrived;
}

int csystemcalls_noted_signal(void) {
    return __atomic_load_n(&noted, __ATOMIC_SEQ_CST);
}

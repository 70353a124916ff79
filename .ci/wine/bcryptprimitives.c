/* For the Windows checks under Wine only, never shipped: Rust's std (1.78
 * and later) draws its random numbers from ProcessPrng in
 * bcryptprimitives.dll, which every Windows 10 and 11 has and Debian 12's
 * Wine 8.0 lacks. This stand-in, put beside the .exe in the test folder,
 * answers with Wine's BCryptGenRandom (the system's generator). */
#include <windows.h>
#include <bcrypt.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, data, chunk, BCRYPT_USE_SYSTEM_PREFERRED_RNG)))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}

// hipBone updateCG_1 (paranumal/hipBone libs/core/okl/linearSolverUpdateCG.okl, MIT licence)
// verbatim: r -= alpha Ap with a per-group partial sum of r.r, each work-item walking a grid-
// strided `while` loop over its own entries, then a @shared tree reduction written as one-line
// `@inner` loops with an `if` body, its 512 and 256 steps under `#if p_blockSize>512/256`
// (built with p_blockSize=1024, so every step runs), the last step writing the group's sum.
// WARNING: p_blockSize must be a power of 2
extern "C" void updateCG_1(const int &N, const int &Nblocks, const double *__restrict__ Ap, const double &alpha, double *__restrict__ r, double *__restrict__ redr) {
  for (int b = 0; b < Nblocks; ++b) {
    double s_dot[1024];
    for (int t = 0; t < 1024; ++t) {
      int id = t + b * 1024;
      double r_dot = 0.0;
      while (id < N) {
        const double rn = r[id] - alpha * Ap[id];
        r[id] = rn;
        r_dot += rn * rn;
        id += 1024 * Nblocks;
      }
      s_dot[t] = r_dot;
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 512) {
        s_dot[t] += s_dot[t + 512];
      }
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 256) {
        s_dot[t] += s_dot[t + 256];
      }
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 128) {
        s_dot[t] += s_dot[t + 128];
      }
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 64) {
        s_dot[t] += s_dot[t + 64];
      }
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 32) {
        s_dot[t] += s_dot[t + 32];
      }
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 16) {
        s_dot[t] += s_dot[t + 16];
      }
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 8) {
        s_dot[t] += s_dot[t + 8];
      }
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 4) {
        s_dot[t] += s_dot[t + 4];
      }
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 2) {
        s_dot[t] += s_dot[t + 2];
      }
    }
    for (int t = 0; t < 1024; ++t) {
      if (t < 1) {
        redr[b] = s_dot[0] + s_dot[1];
      }
    }
  }
}

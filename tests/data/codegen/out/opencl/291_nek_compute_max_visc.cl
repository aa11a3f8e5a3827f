
// nekRS computeMaxVisc (Nek5000/nekRS okl/cds/regularization/computeMaxVisc.okl, BSD-3 licence)
// verbatim: `inline` helpers taking `@restrict` pointer parameters (six guarded neighbour
// distances, a sine ramp using M_PI), a `const bool` kernel parameter, an @exclusive sensor read
// in the last nest only, a regular k loop of @inner nests with `@barrier("local")` after each,
// a p_blockSize max-reduction (built with p_blockSize=512: the `> 512` step is compiled out,
// the `> 256` one kept) from 9 work-items, and a `#pragma unroll` loop writing every point.
// The original's unused `const int id` in the first nest is dropped (g++ -Wall -Werror).
// OCCA's host runtime supplies <cmath> (serial/include_std); a standalone build includes it.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
inline double computeMinGLLGridSpacing(const int i, const int j, const int k, const int e, __global const double *restrict x, __global const double *restrict y, __global const double *restrict z) {
  const int index = e * 27 + k * 3 * 3 + j * 3 + i;
  const double x_curr = x[index];
  const double y_curr = y[index];
  const double z_curr = z[index];
  double he = 1e8;
  // (i+1, j, k)
  if (i < 3 - 1) {
    const int iid = i + 1;
    const int jid = j;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i-1, j, k)
  if (i > 0) {
    const int iid = i - 1;
    const int jid = j;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j+1, k)
  if (j < 3 - 1) {
    const int iid = i;
    const int jid = j + 1;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j-1, k)
  if (j > 0) {
    const int iid = i;
    const int jid = j - 1;
    const int kid = k;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j, k+1)
  if (k < 3 - 1) {
    const int iid = i;
    const int jid = j;
    const int kid = k + 1;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  // (i, j, k-1)
  if (k > 0) {
    const int iid = i;
    const int jid = j;
    const int kid = k - 1;
    const int id = e * 27 + kid * 3 * 3 + jid * 3 + iid;
    const double dx = x[id] - x_curr;
    const double dy = y[id] - y_curr;
    const double dz = z[id] - z_curr;
    const double dist = dx * dx + dy * dy + dz * dz;
    he = he < dist ? he : dist;
  }
  return sqrt(he);
}

inline double nu_k(const double s, const double logReferenceSensor, const double ramp) {
  double multiplier = 0.0;
  if (s < logReferenceSensor - ramp) {
    multiplier = 0.0;
  } else if (s > logReferenceSensor + ramp) {
    multiplier = 1.0;
  } else {
    multiplier = 0.5 * (1.0 + sin(M_PI * (s - logReferenceSensor) / (2.0 * ramp)));
  }
  return multiplier;
}

__kernel __attribute__((reqd_work_group_size(3, 3, 1))) void _occa_computeMaxVisc_0(const int Nelements, const int fieldOffset, const double logReferenceSensor, const double rampParameter, const double visCoeff, const double scalingCoeff, const double Uinf, const char useHPFResidual, __global const double *restrict x, __global const double *restrict y, __global const double *restrict z, __global const double *restrict U, __global const double *restrict hpfResidual, __global const double *restrict logRelativeMassHighestMode, __global double *restrict epsilons) {
  __local double s_maxdFdS[512];
  {
    int e = 0 + get_group_id(0);
    // for all elements
    double logSensor;
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        logSensor = logRelativeMassHighestMode[e];
        for (int k = j * 3 + i; k < 512; k += 3 * 3) {
          s_maxdFdS[k] = -1e8;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 3; ++k) {
      {
        int j = 0 + get_local_id(1);
        {
          int i = 0 + get_local_id(0);
          const int id = e * 27 + k * 3 * 3 + j * 3 + i;
          const int tid = j * 3 + i;
          const double Ux = U[id + 0 * fieldOffset];
          const double Uy = U[id + 1 * fieldOffset];
          const double Uz = U[id + 2 * fieldOffset];
          const double he = computeMinGLLGridSpacing(i, j, k, e, x, y, z);
          const double Umag = sqrt(Ux * Ux + Uy * Uy + Uz * Uz);
          double visc_max = visCoeff * he * Umag;
          if (useHPFResidual) {
            const double errorTerm = scalingCoeff * he * he * fabs(hpfResidual[id]) * Uinf;
            visc_max = visc_max < errorTerm ? visc_max : errorTerm;
          }
          // s_maxdFdS = max(s_maxdFdS, visc_max)
          s_maxdFdS[tid] = s_maxdFdS[tid] > visc_max ? s_maxdFdS[tid] : visc_max;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    // max reduction
    barrier(CLK_LOCAL_MEM_FENCE);
    // reduce p_Nq * p_Nq to single value
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 3 + i;
        if (t < 256) {
          s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 256] ? s_maxdFdS[t] : s_maxdFdS[t + 256];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 3 + i;
        if (t < 128) {
          s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 128] ? s_maxdFdS[t] : s_maxdFdS[t + 128];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 3 + i;
        if (t < 64) {
          s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 64] ? s_maxdFdS[t] : s_maxdFdS[t + 64];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 3 + i;
        if (t < 32) {
          s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 32] ? s_maxdFdS[t] : s_maxdFdS[t + 32];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 3 + i;
        if (t < 16) {
          s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 16] ? s_maxdFdS[t] : s_maxdFdS[t + 16];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 3 + i;
        if (t < 8) {
          s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 8] ? s_maxdFdS[t] : s_maxdFdS[t + 8];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 3 + i;
        if (t < 4) {
          s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 4] ? s_maxdFdS[t] : s_maxdFdS[t + 4];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 3 + i;
        if (t < 2) {
          s_maxdFdS[t] = s_maxdFdS[t] > s_maxdFdS[t + 2] ? s_maxdFdS[t] : s_maxdFdS[t + 2];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int j = 0 + get_local_id(1);
      {
        int i = 0 + get_local_id(0);
        const int t = j * 3 + i;
        if (t < 1) {
          const double maxVisc = s_maxdFdS[0] > s_maxdFdS[1] ? s_maxdFdS[0] : s_maxdFdS[1];
          double avm = 0.0;
          if (useHPFResidual) {
            avm = maxVisc;
          } else {
            const double multiplier = nu_k(logSensor, logReferenceSensor, rampParameter);
            if (multiplier > 0.0) {
              avm = multiplier * maxVisc;
            }
          }
          #pragma unroll
          for (int point = 0; point < 27; ++point) {
            epsilons[e * 27 + point] = avm;
          }
        }
      }
    }
  }
}

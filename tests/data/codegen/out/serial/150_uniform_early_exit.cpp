// The shape of libParanumal's maxwellMassMatrixSolveTri2D: an iterative solve per work-group,
// a regular loop around several @inner loops with @shared reductions, and a convergence test
// whose `return` every work-item of the group takes alike (it reads @shared values only). A
// first uniform `return` before the loop ends groups with nothing to do. On GPUs a returned
// group runs nothing more, so `seen[g]`, written in the @outer body at each iteration, keeps
// the iteration of the exit; the host skips the rest of the group when all its work-items
// have returned. The halving loop has extent 8 (the launch has 16 work-items).
extern "C" void uniformExit(const int &groups, const int &maxIt, const int &limit, const int *x, int *out, int *iters, int *seen) {
  for (int g = 0; g < groups; ++g) {
    {
      int _occa_exclusive_index;
      int _occa_returned_count = 0;
      bool _occa_returned[16];
      for (int _occa_exclusive_init = 0; _occa_exclusive_init < 16; ++_occa_exclusive_init) {
        _occa_returned[_occa_exclusive_init] = false;
      }
      int s_sum[16];
      int v[16];
      int first[16][2];
      _occa_exclusive_index = 0;
      for (int t = 0; t < 16; ++t) {
        _occa_exclusive_index = t;
        v[_occa_exclusive_index] = x[g * 16 + t];
        first[_occa_exclusive_index][0] = v[_occa_exclusive_index];
        first[_occa_exclusive_index][1] = t;
        s_sum[t] = v[_occa_exclusive_index];
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 16; ++t) {
        _occa_exclusive_index = t;
        if (t < 8) {
          s_sum[t] += s_sum[t + 8];
        }
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 16; ++t) {
        _occa_exclusive_index = t;
        if (t < 4) {
          s_sum[t] += s_sum[t + 4];
        }
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 16; ++t) {
        _occa_exclusive_index = t;
        if (t < 2) {
          s_sum[t] += s_sum[t + 2];
        }
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 16; ++t) {
        _occa_exclusive_index = t;
        const int total = s_sum[0] + s_sum[1];
        if (total == 0) {
          out[g * 16 + t] = 0;
          if (t == 0) {
            iters[g] = -1;
          }
          _occa_returned[_occa_exclusive_index] = true;
          ++_occa_returned_count;
          continue;
        }
      }
      if (_occa_returned_count == 16) {
        continue;
      }
      for (int it = 0; it < maxIt; ++it) {
        seen[g] = it;
        _occa_exclusive_index = 0;
        for (int t = 0; t < 16; ++t) {
          _occa_exclusive_index = t;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          s_sum[t] = v[_occa_exclusive_index];
        }
        _occa_exclusive_index = 0;
        for (int t = 0; t < 16; ++t) {
          _occa_exclusive_index = t;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          if (t < 8) {
            s_sum[t] += s_sum[t + 8];
          }
        }
        _occa_exclusive_index = 0;
        for (int t = 0; t < 16; ++t) {
          _occa_exclusive_index = t;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          if (t < 4) {
            s_sum[t] += s_sum[t + 4];
          }
        }
        _occa_exclusive_index = 0;
        for (int t = 0; t < 16; ++t) {
          _occa_exclusive_index = t;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          if (t < 2) {
            s_sum[t] += s_sum[t + 2];
          }
        }
        _occa_exclusive_index = 0;
        for (int t = 0; t < 16; ++t) {
          _occa_exclusive_index = t;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          const int total = s_sum[0] + s_sum[1];
          if (total < limit) {
            out[g * 16 + t] = v[_occa_exclusive_index] + 1000 * first[_occa_exclusive_index][1] + first[_occa_exclusive_index][0] % 10;
            if (t == 0) {
              iters[g] = it;
            }
            _occa_returned[_occa_exclusive_index] = true;
            ++_occa_returned_count;
            continue;
          }
        }
        if (_occa_returned_count == 16) {
          goto _occa_return_0;
        }
        _occa_exclusive_index = 0;
        for (int t = 0; t < 8; ++t) {
          _occa_exclusive_index = t;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          v[_occa_exclusive_index] /= 2;
        }
        _occa_exclusive_index = 0;
        for (int t = 0; t < 16; ++t) {
          _occa_exclusive_index = t;
          if (_occa_returned[_occa_exclusive_index]) {
            continue;
          }
          if (t >= 8) {
            v[_occa_exclusive_index] = v[_occa_exclusive_index] / 2;
          }
        }
      }
      _occa_exclusive_index = 0;
      for (int t = 0; t < 16; ++t) {
        _occa_exclusive_index = t;
        if (_occa_returned[_occa_exclusive_index]) {
          continue;
        }
        out[g * 16 + t] = -v[_occa_exclusive_index];
        if (t == 0) {
          iters[g] = maxIt;
        }
      }
    }
  _occa_return_0:
    ;
  }
}
